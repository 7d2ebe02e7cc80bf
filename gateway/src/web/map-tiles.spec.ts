import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readGatewayConfig } from '../gateway-config.js';

describe("the maps' tile server setting", () => {
  it("is OpenStreetMap's unless MAP_TILE_URL names another, with its attribution", () => {
    assert.deepEqual(readGatewayConfig({}).mapTiles, { url: null, attribution: '© OpenStreetMap contributors' });
    const own = readGatewayConfig({
      MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    }).mapTiles;
    assert.deepEqual(own, { url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: '© Example Maps' });
  });

  it('refuses a URL that is not http(s) or names no tile, saying what it must be', () => {
    for (const bad of [
      'ftp://tiles.example.test/{z}/{x}/{y}.png',
      'https://tiles.example.test/tile.png',
      'javascript:alert(1)//{z}{x}{y}',
    ])
      assert.throws(
        () => readGatewayConfig({ MAP_TILE_URL: bad }),
        /MAP_TILE_URL must be an http\(s\) URL with \{z\}, \{x\} and \{y\} in it/,
      );
  });
});
