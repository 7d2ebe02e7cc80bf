import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogFamilyDataOps, type FamilyDataQuery, type FamilyDataRecord, type RequestContext } from '@storystump/contracts';
import { familyDataRecords, Handles } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/** The orders of an account (`$1`) or placed with its address (`$2`, in any case). */
export const FAMILY_ORDERS = `
  SELECT "id", "number", "source", "status", "user_id", "customer_email", "total_amount", "currency", "created_at",
         "expires_at", "refunded_at", "stripe_session_id", "stripe_payment_intent", "oversold"
    FROM "catalog"."orders"
   WHERE "user_id" = $1 OR lower("customer_email") = lower($2)
   ORDER BY "created_at", "id"`;

/**
 * Catalog's part of a family's export: the orders of the account or placed with its address, their
 * lines and their refunds (a refund returns a whole order). The client-address digest that holds
 * stock is security plumbing, not data about the family, and stays out.
 */
@Injectable()
export class CatalogFamilyDataService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(CatalogFamilyDataOps.export)
  async export(_ctx: RequestContext, { userId, email }: FamilyDataQuery): Promise<FamilyDataRecord[]> {
    const orders = await this.db.query<Array<Record<string, unknown>>>(FAMILY_ORDERS, [userId, email]);
    const orderIds = orders.map((order) => order['id'] as string);
    const lines = orderIds.length
      ? await this.db.query<Array<Record<string, unknown>>>(
          `SELECT "id", "order_id", "product_id", "product_name", "price_id", "price_name", "unit_amount", "quantity"
             FROM "catalog"."order_lines" WHERE "order_id" = ANY($1::uuid[]) ORDER BY "order_id", "id"`,
          [orderIds],
        )
      : [];
    const refunds = orders
      .filter((order) => order['refunded_at'] !== null)
      .map((order) => ({
        order_id: order['id'],
        refunded_at: order['refunded_at'],
        amount: order['total_amount'],
        currency: order['currency'],
      }));
    return [
      ...familyDataRecords('orders', orders),
      ...familyDataRecords('order-lines', lines),
      ...familyDataRecords('refunds', refunds),
    ];
  }
}
