// Decision 033 (issue 25): the layers as a graph. `npm run check:imports` fails on any edge below, type-only
// imports and dynamic import() included (the ESLint rule sees neither dynamic imports nor cycles).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles hide the order things start in.', from: {}, to: { circular: true } },
    {
      name: 'server-not-to-web',
      severity: 'error',
      comment: 'The API builds and runs without web/ (decision 002): shared values live in contract/.',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The web app reaches the API over HTTP only.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'contract/ is shared by both sides and imports neither.',
      from: { path: '^contract/' },
      to: { path: '^(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|\\.react-router)/' },
    // Type-only imports count: the cycle issue 25 found was type-only.
    tsPreCompilationDeps: true,
    // Resolves the '~/*' and '@contract/*' aliases.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
