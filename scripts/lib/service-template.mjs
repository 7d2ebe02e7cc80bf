// The files of a new service, shaped like services/identity: main, module, database, a first
// migration, its contract file, and one test against the system booted for the test run.
const dependencies = {
  '@nestjs/common': '^12.5.0',
  '@nestjs/core': '^12.5.1',
  '@nestjs/microservices': '^12.1.1',
  '@nestjs/typeorm': '^12.0.2',
  '@storystump/contracts': '*',
  '@storystump/service-kit': '*',
  'reflect-metadata': '^0.2.2',
  rxjs: '^7.8.2',
  typeorm: '^1.1.1',
};

export function serviceFiles(name, { Name, camelName, timestamp }) {
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    [`services/${name}/package.json`]: json({
      name: `@storystump/${name}`,
      version: '0.0.0',
      private: true,
      type: 'module',
      main: './dist/src/main.js',
      dependencies,
      devDependencies: { '@storystump/testing': '*' },
    }),
    [`services/${name}/project.json`]: json({
      name,
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      projectType: 'application',
      tags: ['scope:service', 'type:app'],
      targets: {
        build: {
          executor: 'nx:run-commands',
          options: { command: `tsc -b services/${name}`, cwd: '{workspaceRoot}' },
          outputs: ['{projectRoot}/dist'],
        },
        typecheck: { executor: 'nx:run-commands', options: { command: `tsc -b services/${name}`, cwd: '{workspaceRoot}' } },
        test: {
          executor: 'nx:run-commands',
          options: { command: `node scripts/test.mjs --project=${name}`, cwd: '{workspaceRoot}' },
        },
      },
    }),
    [`services/${name}/tsconfig.json`]: json({
      extends: '../../tsconfig.base.json',
      compilerOptions: { rootDir: '.', outDir: 'dist', tsBuildInfoFile: 'dist/tsconfig.tsbuildinfo' },
      include: ['src', 'test'],
      references: [{ path: '../../libs/contracts' }, { path: '../../libs/service-kit' }, { path: '../../libs/testing' }],
    }),
    [`services/${name}/src/main.ts`]: `import { bootstrapService } from '@storystump/service-kit';
import { AppModule } from './app.module.js';

await bootstrapService('${name}', AppModule);
`,
    [`services/${name}/src/app.module.ts`]: `import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, healthController } from '@storystump/service-kit';
import { ${camelName}Database } from './database.js';

@Module({
  imports: [DatabaseModule.forService(${camelName}Database), EventsModule],
  controllers: [healthController('${name}')],
  providers: [],
})
export class AppModule {}
`,
    [`services/${name}/src/database.ts`]: `import type { ServiceDatabase } from '@storystump/service-kit';
import { Initial${Name}Schema${timestamp} } from './migrations/${timestamp}-initial-${name}-schema.js';

export const ${camelName}Database: ServiceDatabase = {
  schema: '${name}',
  entities: [],
  migrations: [Initial${Name}Schema${timestamp}],
};
`,
    [`services/${name}/src/migrations/${timestamp}-initial-${name}-schema.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial${Name}Schema${timestamp} implements MigrationInterface {
  name = 'Initial${Name}Schema${timestamp}';

  async up(q: QueryRunner): Promise<void> {
    await q.query(\`CREATE SCHEMA IF NOT EXISTS "${name}"\`);
  }

  async down(): Promise<void> {
    // The schema stays: dropping it would take every later table with it.
  }
}
`,
    [`libs/contracts/src/${name}.ts`]: `import { contractOf } from './operation.js';

/**
 * The ${name} service's operations, a group at a time, each subject \`${name}.<group>.<name>\`:
 * \`export const ThingOps = operations('${name}', 'things', { list: listOperation(NoInput, ThingView, {...http}) });\`,
 * then \`contractOf(ThingOps)\` below.
 */
export const ${camelName}Contract = contractOf();

/** Each domain event this service publishes (\`${name}.events.<entity>.<past-tense>\`), with its payload. */
export type ${Name}EventPayloads = Record<never, never>;
`,
    [`services/${name}/README.md`]: `# The ${name} service

What the ${name} service owns: say it here.

Its request subjects and events are declared in \`libs/contracts/src/${name}.ts\`; how it is deployed (the servers it needs, its own settings) in \`deploy.json\` beside this file.
`,
    [`services/${name}/deploy.json`]: json({
      $comment:
        'How this service is deployed: the servers it needs, its own settings in docker compose and in its Kubernetes secret. npm run generate writes the deployment files from these.',
      uses: ['postgres', 'nats'],
      compose: {},
      secrets: {},
    }),
    [`services/${name}/test/${name}.test.ts`]: `import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { schemaDrift, serviceOfSystem, type SystemService } from '@storystump/testing';
import { ${camelName}Database } from '../src/database.js';

let ${camelName}: SystemService;

before(async () => {
  ${camelName} = await serviceOfSystem(${camelName}Database);
});
after(async () => ${camelName}?.close());

describe('${name} over NATS', () => {
  it('answers its health check with its database and NATS up', async () => {
    assert.deepEqual(await ${camelName}.rpc.health('${name}'), { service: '${name}', status: 'ok', checks: { database: 'ok', nats: 'ok' } });
  });

  it('has migrations that match its entities exactly', async () => {
    assert.deepEqual(await schemaDrift(${camelName}.db), []);
  });
});
`,
  };
}
