import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SETTINGS, type Settings } from '@storystump/service-kit';
import { UsersService } from './users.service.js';

/** Makes sure the admin named by ADMIN_EMAIL / ADMIN_PASSWORD exists and is an admin. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrap.name);

  constructor(
    private readonly users: UsersService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.settings;
    if (!email || !password) return;
    const outcome = await this.users.ensureAdmin(email, password, this.settings.ADMIN_NAME ?? 'Admin');
    this.logger.log(`Admin ${email}: ${outcome}`);
  }
}
