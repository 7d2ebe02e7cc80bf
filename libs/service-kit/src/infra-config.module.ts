import { Global, Module } from '@nestjs/common';
import { INFRA_CONFIG, readInfraConfig } from './config.js';

@Global()
@Module({
  providers: [{ provide: INFRA_CONFIG, useFactory: () => readInfraConfig() }],
  exports: [INFRA_CONFIG],
})
export class InfraConfigModule {}
