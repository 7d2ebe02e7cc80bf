import type { RequestContext, RpcInput, RpcReply, RpcSubject } from '@storystump/contracts';

type Answer<S extends RpcSubject> = (input: RpcInput<S>, ctx: RequestContext) => RpcReply<S> | Promise<RpcReply<S>>;

/**
 * Stands in for the RpcClient in a medium test: each subject the service asks is answered by
 * what the test programmed for it, and every call is kept so the test can see what was asked.
 */
export class FakeRpcClient {
  readonly calls: Array<{ subject: RpcSubject; input: unknown }> = [];
  private readonly answers = new Map<RpcSubject, Answer<RpcSubject>>();

  answer<S extends RpcSubject>(subject: S, reply: Answer<S>): this {
    this.answers.set(subject, reply as unknown as Answer<RpcSubject>);
    return this;
  }

  async send<S extends RpcSubject>(subject: S, ctx: RequestContext, input: RpcInput<S>): Promise<RpcReply<S>> {
    this.calls.push({ subject, input });
    const answer = this.answers.get(subject);
    if (!answer) throw new Error(`The test programmed no answer for ${subject}`);
    return (await answer(input as RpcInput<RpcSubject>, ctx)) as RpcReply<S>;
  }

  async close(): Promise<void> {}
}
