import { Controller, Inject, Res } from '@nestjs/common';
import { MapRoutes, type MapTilesReply } from '@storystump/contracts';
import type { FastifyReply } from 'fastify';
import { Replies } from '../docs/replies.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { Declared } from '../routes/declared.decorator.js';

/** The web's maps ask where their tiles come from: the setting can change without building the web again. */
@Controller()
export class MapTilesController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Declared(MapRoutes.tiles)
  @Replies({ json: MapRoutes.tiles.reply })
  tiles(@Res({ passthrough: true }) reply: FastifyReply): MapTilesReply {
    void reply.header('cache-control', 'public, max-age=300');
    return this.config.mapTiles;
  }
}
