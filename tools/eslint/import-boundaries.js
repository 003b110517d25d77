// An ESLint rule for the import boundaries of DESIGN.md section 1:
// - an app never imports another app, and a package never imports an app;
// - a web feature (apps/web/src/features/<name>) never imports another feature (app/ composes them);
// - a server module (apps/server/src/modules/<name>) reaches another module only through its
//   service (`<name>.service.ts`), never its tables, routes or internals — except that a table
//   may reference another module's table for a foreign key (a schema concern, not a call).
import path from 'node:path';

const repositoryRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Where an import points, as a path relative to the repository root, or undefined for packages. */
function resolveTarget(fromFile, specifier) {
  if (specifier.startsWith('.')) return path.relative(repositoryRoot, path.resolve(path.dirname(fromFile), specifier));
  if (specifier.startsWith('@/')) return path.join('apps/web/src', specifier.slice(2));
  const workspaceApp = /^@casino\/(server|web|e2e)(\/|$)/.exec(specifier);
  if (workspaceApp) return `apps/${workspaceApp[1]}`;
  return undefined;
}

const appOf = (file) => /^apps\/([^/]+)\//.exec(file + '/')?.[1];
const webFeatureOf = (file) => /^apps\/web\/src\/features\/([^/]+)/.exec(file)?.[1];
const serverModuleOf = (file) => /^apps\/server\/src\/modules\/([^/]+)/.exec(file)?.[1];

function violation(source, target) {
  const sourceApp = appOf(source);
  const targetApp = appOf(target);
  if (targetApp && sourceApp !== targetApp) {
    return sourceApp
      ? `apps/${sourceApp} must not import apps/${targetApp}`
      : `${source.split('/')[0]} must not import an app`;
  }
  const sourceFeature = webFeatureOf(source);
  const targetFeature = webFeatureOf(target);
  if (sourceFeature && targetFeature && sourceFeature !== targetFeature) {
    return `feature '${sourceFeature}' must not import feature '${targetFeature}': compose them in app/`;
  }
  const sourceModule = serverModuleOf(source);
  const targetModule = serverModuleOf(target);
  if (sourceModule && targetModule && sourceModule !== targetModule) {
    const isService = new RegExp(`/${targetModule}\\.service(\\.ts)?$`).test(target);
    const isForeignKey = /\.table\.ts$/.test(source) && /\.table(\.ts)?$/.test(target);
    if (!isService && !isForeignKey)
      return `module '${sourceModule}' may reach module '${targetModule}' only through ${targetModule}.service`;
  }
  return undefined;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between apps, web features and server modules' },
    schema: [],
  },
  create(context) {
    const source = path.relative(repositoryRoot, context.filename);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveTarget(context.filename, node.source.value);
      if (!target) return;
      const message = violation(source, target);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
