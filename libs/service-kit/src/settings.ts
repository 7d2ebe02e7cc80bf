import { Global, Module, type DynamicModule } from '@nestjs/common';
import { INFRA_CONFIG, readInfraConfig } from './config.js';
import { SERVICE_NAME } from './service-name.js';
import { SERVICE_ROLE, type ServiceRole } from './service-role.js';

/** The raw settings a process runs with: `process.env` in production, a plain object in tests. */
export type Settings = Readonly<Record<string, string | undefined>>;

export const SETTINGS = Symbol('SETTINGS');

/**
 * Makes one process's settings, the infrastructure config read from them and the process's
 * role and name injectable everywhere. Given as an object, so two services (each with its own settings)
 * can run in one process, as tests do.
 */
@Global()
@Module({})
export class SettingsModule {
  static forRoot(service: string, settings: Settings, role: ServiceRole = 'all'): DynamicModule {
    return {
      module: SettingsModule,
      providers: [
        { provide: SETTINGS, useValue: settings },
        { provide: INFRA_CONFIG, useValue: readInfraConfig(settings) },
        { provide: SERVICE_ROLE, useValue: role },
        { provide: SERVICE_NAME, useValue: service },
      ],
      exports: [SETTINGS, INFRA_CONFIG, SERVICE_ROLE, SERVICE_NAME],
    };
  }
}
