import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_ROUTES, paramNamesOf, pathOf, rpcContract } from '@storystump/contracts';

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    assert.deepEqual(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      [],
    );
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
