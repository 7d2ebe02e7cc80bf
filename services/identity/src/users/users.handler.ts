import { Controller } from '@nestjs/common';
import { IdentitySubjects, type Envelope, type LoginInput, type RegisterInput, type UserIdInput } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { UsersService } from './users.service.js';

@Controller()
export class UsersHandler {
  constructor(private readonly users: UsersService) {}

  @Handles(IdentitySubjects.register)
  register({ ctx, input }: Envelope<RegisterInput>) {
    return this.users.register(ctx, input);
  }

  @Handles(IdentitySubjects.login)
  login({ ctx, input }: Envelope<LoginInput>) {
    return this.users.login(ctx, input);
  }

  @Handles(IdentitySubjects.get)
  get({ ctx, input }: Envelope<UserIdInput>) {
    return this.users.get(ctx, input.id);
  }

  @Handles(IdentitySubjects.list)
  list({ ctx }: Envelope<unknown>) {
    return this.users.list(ctx);
  }

  @Handles(IdentitySubjects.promote)
  promote({ ctx, input }: Envelope<UserIdInput>) {
    return this.users.promote(ctx, input.id);
  }

  @Handles(IdentitySubjects.demote)
  demote({ ctx, input }: Envelope<UserIdInput>) {
    return this.users.demote(ctx, input.id);
  }

  @Handles(IdentitySubjects.remove)
  remove({ ctx, input }: Envelope<UserIdInput>) {
    return this.users.remove(ctx, input.id);
  }

  @Handles(IdentitySubjects.access)
  access({ input }: Envelope<UserIdInput>) {
    return this.users.access(input.id);
  }

  @Handles(IdentitySubjects.adminEmails)
  adminEmails() {
    return this.users.adminEmails();
  }
}
