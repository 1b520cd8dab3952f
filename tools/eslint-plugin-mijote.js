// Local ESLint rules for Mijote's architecture.
// `no-cross-feature-imports`: a file in apps/web/src/features/<a>/ may not import from
// apps/web/src/features/<b>/ (relative path or the `@/features/<b>` alias). Shared code goes to
// src/components, src/lib or src/app.
import path from 'node:path';

function featureOf(absPath) {
  const m = absPath
    .split(path.sep)
    .join('/')
    .match(/\/apps\/web\/src\/features\/([^/]+)\//);
  return m ? m[1] : null;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'features never import each other' },
    messages: { cross: "Feature '{{from}}' may not import feature '{{to}}'; move shared code to src/components or src/lib." },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = featureOf(filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      let target = null;
      if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source) + '/';
      else if (source.startsWith('@/features/')) target = '/apps/web/src/features/' + source.slice('@/features/'.length) + '/';
      if (!target) return;
      const to = featureOf(target);
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    }
    return {
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
