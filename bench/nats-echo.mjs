// The baseline for one NATS hop: a raw nats.js responder answering every request at once, in a
// process of its own, as a service is. Usage: node bench/nats-echo.mjs <nats-url>
import { connect } from '@nats-io/transport-node';

const nc = await connect({ servers: process.argv[2] });
nc.subscribe('bench.echo', { callback: (_error, message) => message.respond(message.data) });
await nc.flush();
process.send?.('ready');
