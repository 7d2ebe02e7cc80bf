import { createGateway } from './create-gateway.js';
import { readGatewayConfig } from './gateway-config.js';

const config = readGatewayConfig();
const app = await createGateway(config);
await app.listen({ port: config.port, host: config.host });
