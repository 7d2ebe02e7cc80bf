import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_ROUTES, paramNamesOf, pathOf, rpcContract } from '@storystump/contracts';

describe('the route table', () => {
  it('declares each method and path once, besides routes answered instead when the query has a parameter', () => {
    const keys = API_ROUTES.filter((route) => !route.whenQueryHas).map((route) => `${route.method} ${route.path}`);
    assert.deepEqual(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      [],
    );
  });

  it('gives each route chosen by a query parameter a route of its method and path, let in alike', () => {
    for (const variant of API_ROUTES.filter((route) => route.whenQueryHas)) {
      const mounted = API_ROUTES.find(
        (route) => !route.whenQueryHas && route.method === variant.method && route.path === variant.path,
      );
      assert.ok(mounted, `${variant.name} has no route to be chosen from`);
      assert.equal(mounted.access, variant.access, variant.name);
      assert.ok(variant.query, `${variant.name} takes no query`);
    }
  });

  it('names each route once, and forwards only to subjects of the contract', () => {
    const names = API_ROUTES.map((route) => route.name);
    assert.equal(new Set(names).size, names.length);
    for (const route of API_ROUTES) {
      if (route.subject) assert.ok(route.subject in rpcContract, `${route.name}: ${route.subject}`);
    }
  });

  it('documents query parameters that the query schema has', () => {
    for (const route of API_ROUTES) {
      for (const name of Object.keys(route.queryDescriptions ?? {})) {
        assert.ok(route.query, `${route.name} describes ${name} but takes no query`);
      }
    }
  });

  it('fills in path parameters, URL-encoded', () => {
    assert.deepEqual(paramNamesOf('characters/:id/visits'), ['id']);
    assert.equal(pathOf({ path: 'users/:id/promote' }, { id: 'a/b c' }), '/api/users/a%2Fb%20c/promote');
    assert.equal(pathOf({ path: 'basestations' }), '/api/basestations');
  });
});
