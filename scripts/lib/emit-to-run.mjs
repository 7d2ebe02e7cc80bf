// The JavaScript of every runtime project (the libraries, the services and the gateway; not their
// tests), emitted by the TypeScript compiler from one program over all their sources, without
// type checking or declarations. The compiler still resolves every import, so what it leaves out
// (imports of types) and the decorator metadata Nest injects by are what `tsc -b` emits; checking
// the types is `npm run typecheck`'s work (and CI's), and a test holds this output to tsc's.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** The projects `npm start` runs, each with the folder its sources are in and where they go. */
export function runtimeProjects(root) {
  const services = readdirSync(join(root, 'services')).map((name) => join('services', name));
  return ['libs/contracts', 'libs/service-kit', 'gateway', ...services].map((dir) => {
    const config = ts.getParsedCommandLineOfConfigFile(join(root, dir, 'tsconfig.json'), {}, parseHost);
    if (!config) throw new Error(`${dir}/tsconfig.json cannot be read`);
    const sources = join(root, dir, 'src') + sep;
    return {
      dir,
      rootDir: config.options.rootDir,
      outDir: config.options.outDir,
      // Declaration files describe modules and emit nothing.
      files: config.fileNames.filter((file) => file.startsWith(sources) && !file.endsWith('.d.ts')),
    };
  });
}

const parseHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
};

/**
 * Emits the runtime projects' JavaScript into each one's outDir (or, given `outRoot`, into the
 * same paths under it). Answers the number of files written.
 */
export function emitToRun(root, { outRoot = root } = {}) {
  const projects = runtimeProjects(root);
  const base = ts.getParsedCommandLineOfConfigFile(join(root, 'gateway', 'tsconfig.json'), {}, parseHost).options;
  const options = {
    ...base,
    noCheck: true,
    declaration: false,
    declarationMap: false,
    composite: false,
    incremental: false,
    sourceMap: false,
    tsBuildInfoFile: undefined,
    rootDir: root,
    outDir: join(outRoot, '.emit-to-run'),
    // The libraries as sources, so their exports are known without their declarations being built.
    paths: {
      '@storystump/contracts': [join(root, 'libs/contracts/src/index.ts')],
      '@storystump/service-kit': [join(root, 'libs/service-kit/src/index.ts')],
    },
  };
  const program = ts.createProgram({
    rootNames: projects.flatMap((project) => project.files),
    options,
  });
  const projectOf = new Map(projects.flatMap((project) => project.files.map((file) => [file, project])));
  let written = 0;
  for (const source of program.getSourceFiles()) {
    const project = projectOf.get(source.fileName);
    if (!project) continue;
    const { emitSkipped, diagnostics } = program.emit(source, (_name, text) => {
      const place = relative(project.rootDir, source.fileName)
        .replace(/\.ts$/, '.js')
        .replace(/\.mts$/, '.mjs');
      const target = join(outRoot, relative(root, project.outDir), place);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
      written += 1;
    });
    if (emitSkipped) {
      const reasons = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
      throw new Error(`${relative(root, source.fileName)} could not be emitted: ${reasons.join('; ')}`);
    }
  }
  return written;
}
