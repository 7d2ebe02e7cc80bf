import { bootstrapService } from '@storystump/service-kit';
import { AppModule } from './app.module.js';

await bootstrapService('analytics', AppModule);
