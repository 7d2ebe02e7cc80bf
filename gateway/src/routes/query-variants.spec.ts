import { BadRequestException } from '@nestjs/common';
import { API_ROUTES, RawEventOps, StationOps, VisitOps } from '@storystump/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isForwarded } from './forwarded-routes.js';
import { chosenVariant, queryVariantsOf } from './query-variants.js';

const routes = API_ROUTES.filter(isForwarded);
const variants = queryVariantsOf(routes);
const named = (name: string) => routes.find((route) => route.name === name)!;

describe('queryVariantsOf and chosenVariant', () => {
  it('sends a list asked for a page to its page operation, and the whole list otherwise', () => {
    const stations = variants.get('stations_list');
    assert.equal(chosenVariant(stations, {}, {}), undefined);
    const chosen = chosenVariant(stations, { limit: '5' }, { limit: 5 });
    assert.equal(chosen?.variant.subject, StationOps.listPage.subject);
    assert.deepEqual(chosen?.query, { limit: 5 });
  });

  it("asks for a page of visits by the visits' own paging parameters, `before` alone too", () => {
    const chosen = chosenVariant(
      variants.get('characters_visits'),
      { before: '2026-01-01T00:00:00Z' },
      { before: '2026-01-01T00:00:00Z' },
    );
    assert.equal(chosen?.variant.subject, VisitOps.listPage.subject);
    assert.throws(
      () => chosenVariant(variants.get('characters_visits'), { q: 'owl', sort: 'x' }, {}),
      /^BadRequestException: q and sort are not taken by this list: it pages by limit, cursor and before$/,
    );
  });

  it('asks for a page of raw events with any query or none: that list is always paged', () => {
    const events = variants.get('analytics_events');
    assert.equal(chosenVariant(events, {}, {})?.variant.subject, RawEventOps.listPage.subject);
    const chosen = chosenVariant(
      events,
      { startDate: '2026-11-01' },
      { startDate: '2026-11-01', endDate: '2026-11-01', limit: 1000 },
    );
    assert.equal(chosen?.variant.subject, RawEventOps.listPage.subject);
    assert.deepEqual(chosen?.query, { startDate: '2026-11-01', endDate: '2026-11-01', limit: 1000 });
  });

  it("asks for a page of a station's health hours by limit or cursor only", () => {
    const health = variants.get('stations_health');
    assert.equal(chosenVariant(health, { hours: '72' }, { hours: 72 }), undefined);
    assert.equal(chosenVariant(health, { limit: '5' }, { hours: 48, limit: 5 })?.variant.subject, StationOps.healthPage.subject);
  });

  it('answers the map instead of the list when the query has a box or a zoom, checked by the map route', () => {
    const stations = variants.get('stations_list');
    const chosen = chosenVariant(stations, { bbox: '-8,49,2,61', zoom: '5' }, {});
    assert.equal(chosen?.variant.subject, StationOps.clusters.subject);
    assert.equal(chosen?.variant.route, named('stations_clusters'));
    assert.deepEqual(chosen?.query, { bbox: [-8, 49, 2, 61], zoom: 5 });
    assert.throws(() => chosenVariant(stations, { bbox: 'nowhere' }, {}), BadRequestException);
    assert.throws(() => chosenVariant(stations, { zoom: '6' }, {}), /bbox is required/);
  });

  it("refuses a box sent with the list's filters, which the map's view does not take", () => {
    assert.throws(
      () =>
        chosenVariant(variants.get('stations_statuses'), { bbox: '-8,49,2,61', zoom: '5', state: 'silent' }, { state: 'silent' }),
      /^BadRequestException: state cannot be sent with bbox and zoom: they ask for different answers$/,
    );
  });

  it('refuses a box sent with paging parameters: a view of the map is not a page', () => {
    assert.throws(
      () => chosenVariant(variants.get('stations_list'), { bbox: '-8,49,2,61', zoom: '5', limit: '5', q: 'oak' }, { limit: 5 }),
      /^BadRequestException: limit and q cannot be sent with bbox and zoom: they ask for different answers$/,
    );
  });

  it('refuses a table where a variant has no route of its method, path and access to stand in for', () => {
    const clusters = named('stations_clusters');
    assert.throws(() => queryVariantsOf([{ ...clusters, access: 'admin' }, named('stations_list')]), /stations_clusters/);
  });
});
