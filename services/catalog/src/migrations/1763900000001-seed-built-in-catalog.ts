import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop a machine with no Stripe account shows: the three characters (the hedgehog with two
 * prices), one character not for sale yet, and the garden stump, which is priced on enquiry.
 */
export class SeedBuiltInCatalog1763900000001 implements MigrationInterface {
  name = 'SeedBuiltInCatalog1763900000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      INSERT INTO "catalog"."products" ("id", "name", "description", "image", "active", "default_price_id", "position") VALUES
        ('prod_bunny', 'Bunny', 'Quick, curious and always first to the next clearing. Bunny knows every meadow story there is.', '/illustrations/bunny.svg', true, 'price_bunny', 1),
        ('prod_hedgehog', 'Hedgehog', 'Small and brave, with a nose for hidden treasures. Comes on its own or in a keepsake gift box.', '/illustrations/hedgehog.svg', true, 'price_hedgehog', 2),
        ('prod_owl', 'Owl', 'Wise and watchful, full of tales from the treetops. Owl tells the best stories at dusk.', '/illustrations/owl.svg', true, 'price_owl', 3),
        ('prod_snowy_owl', 'Snowy Owl', 'A winter visitor from the far north. Back when the first snow falls.', '/illustrations/owl.svg', false, 'price_snowy_owl', 4),
        ('prod_garden_stump', 'Garden Stump', 'A storytelling stump of your own, for your garden. Priced on enquiry: ask us with the form below.', '/illustrations/stump.svg', true, NULL, 5)`);
    await q.query(`
      INSERT INTO "catalog"."prices" ("id", "product_id", "unit_amount", "currency", "position") VALUES
        ('price_bunny', 'prod_bunny', 1999, 'gbp', 1),
        ('price_hedgehog', 'prod_hedgehog', 2199, 'gbp', 1),
        ('price_hedgehog_gift_box', 'prod_hedgehog', 2999, 'gbp', 2),
        ('price_owl', 'prod_owl', 2499, 'gbp', 1),
        ('price_snowy_owl', 'prod_snowy_owl', 2699, 'gbp', 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM "catalog"."products" WHERE "id" IN ('prod_bunny', 'prod_hedgehog', 'prod_owl', 'prod_snowy_owl', 'prod_garden_stump')`,
    );
  }
}
