import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UsersService } from './users.service.js';

/** Makes sure the admin named by ADMIN_EMAIL / ADMIN_PASSWORD exists and is an admin. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrap.name);

  constructor(private readonly users: UsersService) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = process.env.ADMIN_EMAIL;
    const password = process.env.ADMIN_PASSWORD;
    if (!email || !password) return;
    const outcome = await this.users.ensureAdmin(email, password, process.env.ADMIN_NAME ?? 'Admin');
    this.logger.log(`Admin ${email}: ${outcome}`);
  }
}
