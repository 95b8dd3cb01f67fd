// Module boundaries (CONVENTIONS.md, "The shape of the web app" and "The contract is the boundary"; the
// server's modules, decision 071), checked by `npm run lint` so a cross-boundary import fails the build instead
// of waiting for a review. Paths are the resolved files, so `../x`, `../../features/x` and `@shop/shared/x` are
// judged alike. dependency-cruiser stays on 17.x: 18 needs Node 22 and the project supports Node 20.19.

const { MODULE_DEPENDENCIES } = require('./scripts/server-modules.cjs');

const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;

/**
 * The server's module graph (decision 071): one rule per module, naming the modules it may import. The
 * list, and why, is scripts/server-modules.cjs, with the table owners; scripts/check-table-owners.mjs checks
 * that the list has no cycle it does not name.
 */
const serverModuleRules = Object.entries(MODULE_DEPENDENCIES).map(([name, allowed]) => ({
  name: `server-module-${name}-imports`,
  comment:
    `modules/${name} may import only ${allowed.length ? allowed.join(', ') : 'no other module'} ` +
    '(scripts/server-modules.cjs): a new arrow between modules is a change of that list, seen in review.',
  severity: 'error',
  from: { path: `${MODULES}${name}/` },
  to: { path: MODULES, pathNot: `${MODULES}(${[name, ...allowed].join('|')})/` },
}));

// The admin's own shared folders: every admin area may import them. Anything else directly under
// features/admin/ that is a folder is an area (products, categories, files, ...).
const ADMIN_SHARED = '(components|lib|i18n)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-no-app',
      comment:
        'packages/shared is the contract both apps read; it must not depend on either of them (web → shared ← server).',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'shared-runs-anywhere',
      comment:
        'packages/shared runs in the browser and in Node: outside its tests it imports no Node built-in and no ' +
        'package its own package.json does not declare (today only zod).',
      severity: 'error',
      from: { path: '^packages/shared/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core', 'npm-dev', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'web-imports-no-server',
      comment:
        'The web talks to the server over HTTP through the shared contract, never by importing its code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-imports-no-web-source',
      comment:
        'The server loads the built renderer (apps/web/dist-ssr) at run time by a computed path; it never imports ' +
        'the web source.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'apps-import-no-tests',
      comment: 'The end-to-end tests and the benches drive the apps; the apps do not depend on them.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { path: '^(e2e|bench)/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment:
        'A feature does not import another feature: what two features share moves to src/components, src/lib ' +
        'or packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment:
        'src/components and src/lib are what features share, so they do not lean on a feature. A lazy slot ' +
        '(a dynamic import that keeps a feature out of the first load) is allowed.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'admin-area-imports-no-other-area',
      comment: `An admin area imports another only through the admin's shared folders (features/admin/${ADMIN_SHARED}/).`,
      severity: 'error',
      from: {
        path: '^apps/web/src/features/admin/([^/]+)/',
        pathNot: `^apps/web/src/features/admin/${ADMIN_SHARED}/`,
      },
      to: {
        path: '^apps/web/src/features/admin/[^/]+/',
        pathNot: `^apps/web/src/features/admin/($1|${ADMIN_SHARED})/`,
      },
    },
    {
      name: 'admin-shared-imports-no-area',
      comment: "The admin's shared folders serve every area, so they import none of them.",
      severity: 'error',
      from: { path: `^apps/web/src/features/admin/${ADMIN_SHARED}/` },
      to: {
        path: '^apps/web/src/features/admin/[^/]+/',
        pathNot: `^apps/web/src/features/admin/${ADMIN_SHARED}/`,
      },
    },
    {
      name: 'no-barrel-files',
      comment:
        'No barrel index.ts files in the web app: import the file you mean. (A barrel re-exports, so it has imports.)',
      severity: 'error',
      from: { path: ['^apps/web/src/index\\.tsx?$', '^apps/web/src/.*/index\\.tsx?$'] },
      to: {},
    },
    {
      name: 'server-module-listed',
      comment:
        'Every folder under apps/server/src/modules is a module with a line in scripts/server-modules.cjs, so ' +
        'the rules below see it.',
      severity: 'error',
      from: {
        path: MODULES,
        pathNot: `${MODULES}(${Object.keys(MODULE_DEPENDENCIES).join('|')})/`,
      },
      to: {},
    },
    ...serverModuleRules,
    {
      name: 'stock-figures-only-through-the-ledger',
      comment:
        "products.stock and sales_count are the stock ledger's caches (decisions 020, 071): only modules/inventory " +
        'writes them, under the lock order it keeps, through catalog/stock-figures.ts.',
      severity: 'error',
      from: { path: '^', pathNot: `${MODULES}inventory/` },
      to: { path: `${MODULES}catalog/stock-figures\\.ts$` },
    },
    {
      name: 'server-module-imports-no-other-routes',
      comment:
        "A module's routes files (routes.ts, admin-routes.ts) are what the app registers; another module " +
        'calls its services, never its routes.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/[^/]*routes\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'server-lib-and-db-import-no-module',
      comment:
        'lib/ and db/ are what every module stands on, so they import none (the seed, which fills a shop as ' +
        'the modules would, excepted). The app, main and the plugins wire modules in and may.',
      severity: 'error',
      from: { path: `${SERVER}(lib|db)/`, pathNot: `${SERVER}db/seed/` },
      to: { path: MODULES },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only ones included: a cycle makes the load order matter and the two modules one.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that does not resolve would slip past every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output and test artefacts are not source; skipping them keeps the run to a few seconds.
    exclude: {
      path: [
        '(^|/)(node_modules|dist|dist-ssr)/',
        '^apps/server/build/',
        '^(test-results|e2e/artifacts|bench/results)/',
      ],
    },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
