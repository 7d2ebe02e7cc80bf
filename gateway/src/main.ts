import { createGateway } from './create-gateway.js';
import { readGatewayConfig } from './gateway-config.js';

const config = readGatewayConfig(process.env);
const app = await createGateway(config, process.env);
await app.listen({ port: config.port, host: config.host });
