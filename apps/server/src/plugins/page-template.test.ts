import { describe, expect, it } from 'vitest';
import { PageTemplate } from './page-template.ts';

const INDEX = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <title>صيدلية الشفاء</title>
    <meta name="description" content="أدوية ومنتجات تجميل" />
    <style>${'body{margin:0}'.repeat(50)}</style>
  </head>
  <body><div id="root"></div><script>start()</script></body>
</html>`;

const template = new PageTemplate(INDEX, 'https://shop.example.iq');
/** A rendered page as the render thread hands it over: its HTML and data as UTF-8. */
const rendered = ({
  html = '<main>Paracetamol</main>',
  state = '{"queries":[]}',
  title = 'Paracetamol | Al-Shifa' as string | null,
} = {}) => ({
  locale: 'en' as const,
  html: Buffer.from(html),
  state: Buffer.from(state),
  title,
  products: new Set<number>(),
});

describe('a page built from index.html', () => {
  it('is index.html itself when the page adds nothing', () => {
    expect(template.page({}).toString()).toBe(INDEX);
  });

  it("carries the page's title, meta tags, language and first paint, and nothing else changes", () => {
    const html = template
      .page({
        meta: {
          title: 'باراسيتامول',
          description: 'مسكن للألم',
          url: '/products/7',
          image: '/uploads/p.png',
          type: 'product',
          price: 2500,
          locale: 'ar',
        },
        rendered: rendered(),
      })
      .toString();
    expect(html).toContain('<html lang="en" dir="ltr" data-rendered>');
    // The rendered page's own title wins over the meta tags' one.
    expect(html).toContain('<title>Paracetamol | Al-Shifa</title>');
    expect(html).not.toContain('أدوية ومنتجات تجميل');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:image" content="https://shop.example.iq/uploads/p.png">');
    expect(html).toContain('<meta property="product:price:amount" content="2500">');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<div id="root" data-ssr="en"><main>Paracetamol</main></div><script type="application/json" id="ssr-state">{"queries":[]}</script><script>start()</script>',
    );
    expect(html).toContain('body{margin:0}'.repeat(50));
  });

  it('keeps dollar signs as they were written, in a name, the first paint and its data', () => {
    // A replacement string would have read «$'» as "the rest of the page" and «$&» as "what was replaced".
    const html = template
      .page({
        meta: { title: "Cream $' 50 ml", description: 'Costs $& less', url: '/products/8', locale: 'en' },
        rendered: rendered({
          title: null,
          html: "<p>$' and $&</p> باراسيتامول",
          state: '{"name":"$`$1 كريم"}',
        }),
      })
      .toString();
    expect(html).toContain('<title>Cream $&#39; 50 ml</title>');
    expect(html).toContain('content="Costs $&amp; less"');
    expect(html).toContain(`<p>$' and $&</p> باراسيتامول`);
    expect(html).toContain('{"name":"$`$1 كريم"}');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
