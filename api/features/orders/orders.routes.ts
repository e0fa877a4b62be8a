import { Router } from 'express';
import { closeRowsWith, sendExport } from '../../http/export';
import { ok } from '../../http/envelope';
import { exportDownloadGuards } from '../../http/export-download';
import type { RouteContext } from '../../http/route-context';
import { idParams } from '../../http/schemas';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { approveOrder, bulkChange, rejectOrder } from './order-review.service';
import { ordersExport } from './orders-export';
import {
  approveBody,
  bulkApproveBody,
  bulkRejectBody,
  exportQuery,
  listQuery,
  rejectBody,
  statsQuery,
} from './orders.schemas';
import { listOrders, orderDetail, orderStats } from './orders.service';

const ordersCount = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

export function ordersRoutes(ctx: RouteContext): Router {
  const { deps, limits } = ctx;
  const r = Router();
  const read = [requireScope(deps, 'orders:read'), limits.middleware('read')];
  const write = [requireScope(deps, 'orders:write'), limits.middleware('write')];

  r.get('/v1/orders', ...read, validate({ query: listQuery }), async (req, res) => {
    ok(res, 'Orders retrieved successfully', await listOrders(deps, businessIdOf(req), req.query as never));
  });

  // /stats and /export before /:id, which would otherwise take them as ids.
  r.get('/v1/orders/stats', ...read, validate({ query: statsQuery }), async (req, res) => {
    ok(res, 'Order statistics retrieved successfully', await orderStats(deps, businessIdOf(req), req.query));
  });

  r.get('/v1/orders/export', ...exportDownloadGuards(ctx, 'orders:read', exportQuery), async (req, res) => {
    const q = req.query as never as Parameters<typeof ordersExport>[2];
    const { baseName, sections, rows } = await ordersExport(deps, businessIdOf(req), q);
    closeRowsWith(res, rows);
    await sendExport(res, q.format, baseName, sections);
  });

  r.get('/v1/orders/:id', ...read, validate({ params: idParams('id') }), async (req, res) => {
    ok(
      res,
      'Order retrieved successfully',
      await orderDetail(deps, businessIdOf(req), Number(req.params.id)),
    );
  });

  r.post('/v1/orders/bulk-approve', ...write, validate({ body: bulkApproveBody }), async (req, res) => {
    const b = await bulkChange(deps, businessIdOf(req), req.body.ids, 'approve');
    ok(res, `${ordersCount(b.changed)} approved, ${b.skipped} skipped`, {
      approved_count: b.changed,
      requested_count: b.requested,
      skipped_count: b.skipped,
    });
  });

  r.post('/v1/orders/bulk-reject', ...write, validate({ body: bulkRejectBody }), async (req, res) => {
    const b = await bulkChange(deps, businessIdOf(req), req.body.ids, 'reject', req.body.reason);
    ok(res, `${ordersCount(b.changed)} rejected, ${b.skipped} skipped`, {
      rejected_count: b.changed,
      requested_count: b.requested,
      skipped_count: b.skipped,
    });
  });

  r.post(
    '/v1/orders/:id/approve',
    ...write,
    validate({ params: idParams('id'), body: approveBody }),
    async (req, res) => {
      const o = await approveOrder(deps, businessIdOf(req), Number(req.params.id), req.body.notes);
      ok(res, `Order ${o.order_id} approved`, o);
    },
  );

  r.post(
    '/v1/orders/:id/reject',
    ...write,
    validate({ params: idParams('id'), body: rejectBody }),
    async (req, res) => {
      const o = await rejectOrder(deps, businessIdOf(req), Number(req.params.id), req.body.reason);
      ok(res, `Order ${o.order_id} rejected`, o);
    },
  );

  return r;
}
