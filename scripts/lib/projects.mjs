import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every Nx project under `root`: its name, folder, tags and npm package name, deepest first, so
 * a file belongs to the first project whose folder holds it.
 */
export function findProjects(root) {
  const projects = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || ['node_modules', 'dist', '.git', '.nx', '.run'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (existsSync(join(path, 'project.json'))) {
        const project = JSON.parse(readFileSync(join(path, 'project.json'), 'utf8'));
        const pkgPath = join(path, 'package.json');
        const pkgName = existsSync(pkgPath) ? JSON.parse(readFileSync(pkgPath, 'utf8')).name : undefined;
        projects.push({ name: project.name, root: path, tags: project.tags ?? [], pkgName });
      }
      walk(path);
    }
  };
  walk(root);
  return projects.sort((a, b) => b.root.length - a.root.length);
}
