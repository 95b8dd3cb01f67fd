import { describe, expect, it } from 'vitest';
import {
  type CourierStatusMapping,
  courierStatusMappingSchema,
  DEFAULT_COURIER_STATUS_MAPPING,
  mapCourierStatus,
} from './delivery.ts';

const map = (status_id: string | number | null, status: string | null) =>
  mapCourierStatus(DEFAULT_COURIER_STATUS_MAPPING, { status_id, status });

describe('the default Al-Waseet status table', () => {
  it('reads the ids the issue names, whatever the text', () => {
    expect(map('3', 'x')).toEqual({ status: 'out_for_delivery' });
    expect(map(4, null)).toEqual({ status: 'delivered' });
    expect(map('17', '')).toEqual({ status: 'returning' });
  });

  it('reads the Arabic wording when the id is one it does not know', () => {
    expect(map('99', 'قيد التوصيل الى الزبون (في عهدة المندوب)')).toEqual({ status: 'out_for_delivery' });
    expect(map('99', 'تم التسليم للزبون')).toEqual({ status: 'delivered' });
    expect(map('99', 'رفض الاستلام')).toEqual({ status: 'delivery_failed', reason: 'refused' });
    expect(map('99', 'مرتجع الى التاجر')).toEqual({ status: 'returning' });
    expect(map(null, 'قيد الارجاع')).toEqual({ status: 'returning' });
  });

  it('matches through hamza, tatweel and diacritics', () => {
    expect(map('99', 'تم الإرجاع')).toEqual({ status: 'returning' });
    expect(map('99', 'تــم التَّسْلِيم')).toEqual({ status: 'delivered' });
    expect(map('99', 'رفـــض')).toEqual({ status: 'delivery_failed', reason: 'refused' });
  });

  it('takes a refusal or a return before the delivery words around it', () => {
    expect(map('3', 'رفض الاستلام قيد التوصيل')).toEqual({ status: 'delivery_failed', reason: 'refused' });
    expect(map('3', 'مرتجع قيد التوصيل الى التاجر')).toEqual({ status: 'returning' });
  });

  it('leaves a status it has no rule for unmapped', () => {
    expect(map('1', 'فعال')).toEqual({ status: 'unmapped' });
    expect(map('2', 'تم الاستلام من قبل المندوب')).toEqual({ status: 'unmapped' });
    expect(map(null, null)).toEqual({ status: 'unmapped' });
    expect(map('', '')).toEqual({ status: 'unmapped' });
  });
});

describe('a table staff edit', () => {
  it('needs every condition of a row to hold', () => {
    const mapping: CourierStatusMapping = {
      rules: [{ status_id: 5, text_contains: 'تأجيل', target: 'delivery_failed', reason: 'postponed' }],
    };
    expect(mapCourierStatus(mapping, { status_id: '5', status: 'تم التاجيل' })).toEqual({
      status: 'delivery_failed',
      reason: 'postponed',
    });
    expect(mapCourierStatus(mapping, { status_id: '6', status: 'تأجيل' })).toEqual({ status: 'unmapped' });
    expect(mapCourierStatus(mapping, { status_id: '5', status: 'لا يرد' })).toEqual({ status: 'unmapped' });
  });

  it('accepts the shipped table and refuses rows that could never be right', () => {
    expect(courierStatusMappingSchema.safeParse(DEFAULT_COURIER_STATUS_MAPPING).success).toBe(true);
    const bad = (rule: unknown) => courierStatusMappingSchema.safeParse({ rules: [rule] }).success;
    expect(bad({ target: 'delivered' })).toBe(false);
    expect(bad({ text_contains: '---', target: 'delivered' })).toBe(false);
    expect(bad({ status_id: 2, target: 'delivery_failed' })).toBe(false);
    expect(bad({ status_id: 2, target: 'delivered', reason: 'refused' })).toBe(false);
    expect(bad({ status_id: 2, target: 'returned' })).toBe(false);
    expect(bad({ status_id: 2, target: 'delivery_failed', reason: 'lost' })).toBe(false);
    expect(courierStatusMappingSchema.safeParse({ rules: [] }).success).toBe(false);
  });
});
