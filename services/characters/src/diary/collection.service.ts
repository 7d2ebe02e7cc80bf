import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DiaryOps, ProductOps, woodlandFriendKey, type CollectionItemView, type RequestContext } from '@storystump/contracts';
import { Handles, RpcClient, requireActor } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/**
 * The woodland friends: the shop's products named as a character type is, each with how many of
 * that type the family owns. The ones it has none of link to the shop.
 */
@Injectable()
export class CollectionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  @Handles(DiaryOps.collection)
  async collection(ctx: RequestContext): Promise<CollectionItemView[]> {
    const actor = requireActor(ctx);
    const [products, types] = await Promise.all([
      this.rpc.send(ProductOps.list.subject, ctx, undefined),
      this.db.query<{ character_type: string; owned: number }[]>(
        `SELECT t."character_type", COUNT(c."id")::int AS "owned"
           FROM "characters"."character_types" t
           LEFT JOIN "characters"."characters" c ON c."type_id" = t."id" AND c."owner_id" = $1
          GROUP BY t."character_type"`,
        [actor.id],
      ),
    ]);
    const owned = new Map<string, { characterType: string; owned: number }>();
    for (const type of types) {
      const key = woodlandFriendKey(type.character_type);
      const known = owned.get(key);
      owned.set(key, { characterType: known?.characterType ?? type.character_type, owned: (known?.owned ?? 0) + type.owned });
    }
    return products.flatMap((product) => {
      const friend = owned.get(woodlandFriendKey(product.name));
      return friend
        ? [
            {
              characterType: friend.characterType,
              productId: product.id,
              name: product.name,
              image: product.image,
              owned: friend.owned,
            },
          ]
        : [];
    });
  }
}
