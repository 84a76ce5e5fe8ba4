// An import resolver for eslint-plugin-import that finds the repository's TypeScript files the way tsc and Vite do:
// `./x` as x.ts, x.tsx or x/index.ts, `@lull/domain/x` as packages/domain/src/x.ts (the package's "./*"
// export, which the plugin's node resolver cannot read), and, in a file of the web app, `@/x` as apps/web/src/x
// (its alias, set in apps/web/tsconfig.json and vite.config.ts). Bare packages are left to the node resolver.
// Without it import/no-cycle would not see the domain's imports at all (decision 043), nor
// import/no-restricted-paths the web's `@/` ones. Used by eslint.config.js.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const web = path.join(root, 'apps/web');
const isFile = (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile();

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, file) {
  let base;
  if (source.startsWith('@lull/domain/')) base = path.join(root, 'packages/domain/src', source.slice('@lull/domain/'.length));
  else if (source.startsWith('@/') && path.resolve(file).startsWith(web + path.sep)) base = path.join(web, 'src', source.slice('@/'.length));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
  else return { found: false };
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base]) {
    if (isFile(candidate)) return { found: true, path: candidate };
  }
  return { found: false };
};
