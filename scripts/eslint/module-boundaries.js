// Enforces the workspace's dependency rules from the `tags` in each project.json:
// a project may import another only through its package entry point, and only when one of
// its tags allows one of the other's tags. A project tagged as test-only (the testing helpers)
// may be imported by tests alone, never by code that ships.
import { dirname, relative, resolve, sep } from 'node:path';
import { findProjects } from '../lib/projects.mjs';

const root = resolve(import.meta.dirname, '../..');
// Tests: unit specs beside the code, and whatever lives in a test/ or e2e/ folder.
const TEST_FILE = /(^|\/)(test|e2e)\/|\.(spec|test)\.tsx?$/;

let cache;
const projects = () => (cache ??= findProjects(root));
const projectOfFile = (file) => projects().find((p) => file === p.root || file.startsWith(p.root + sep));
const projectOfPackage = (spec) => projects().find((p) => p.pkgName && (spec === p.pkgName || spec.startsWith(p.pkgName + '/')));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports between workspace projects within the allowed tags' },
    schema: [
      {
        type: 'object',
        properties: { depConstraints: { type: 'array' }, testOnlyTag: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const constraints = context.options[0]?.depConstraints ?? [];
    const testOnlyTag = context.options[0]?.testOnlyTag;
    const from = projectOfFile(context.filename);
    if (!from) return {};
    const isTestFile = TEST_FILE.test(relative(root, context.filename));

    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      let target;
      if (spec.startsWith('.')) {
        target = projectOfFile(resolve(dirname(context.filename), spec));
        if (target && target !== from) {
          context.report({ node, message: `Import ${target.name} through its package, not the relative path "${spec}".` });
          return;
        }
      } else {
        target = projectOfPackage(spec);
        if (target && spec !== target.pkgName) {
          context.report({ node, message: `Import ${target.pkgName} only through its entry point, not "${spec}".` });
          return;
        }
      }
      if (!target || target === from) return;
      if (testOnlyTag && target.tags.includes(testOnlyTag) && !isTestFile) {
        context.report({
          node,
          message: `${target.pkgName ?? target.name} is for tests only; ${relative(root, context.filename)} ships.`,
        });
        return;
      }
      const allowed = constraints
        .filter((c) => from.tags.includes(c.sourceTag))
        .some((c) => c.onlyDependOnLibsWithTags.some((tag) => target.tags.includes(tag)));
      if (!allowed) {
        context.report({
          node,
          message: `${from.name} (${from.tags.join(', ')}) may not import ${target.name} (${target.tags.join(', ')}) [${relative(root, context.filename)}].`,
        });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
