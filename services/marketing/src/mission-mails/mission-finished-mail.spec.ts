import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missionFinishedMail } from './mission-finished-mail.js';

const finished = {
  characterId: '00000000-0000-4000-8000-000000000001',
  characterType: 'owl',
  serialNumber: 'SN-0001',
  mission: { id: '00000000-0000-4000-8000-000000000002', title: 'Three <b>stumps</b>', badge: 'Explorer' },
  completedAt: '2026-11-27T10:00:00.000Z',
  family: { email: 'rowan@example.test', displayName: 'Rowan' },
};

describe('missionFinishedMail', () => {
  it('tells the family which character finished which mission, with its badge and a link to its diary', () => {
    const mail = missionFinishedMail(
      finished,
      'https://storystump.example/account/characters/c1',
      'https://storystump.example/account',
    );
    assert.equal(mail.to, 'rowan@example.test');
    assert.equal(mail.subject, 'owl finished the mission "Three <b>stumps</b>"');
    assert.match(String(mail.text), /owl SN-0001 finished the mission "Three <b>stumps<\/b>" and earned the badge Explorer\./);
    assert.match(String(mail.text), /https:\/\/storystump\.example\/account\/characters\/c1/);
    assert.match(String(mail.text), /You can stop these mails on your account page/);
  });

  it('writes the mission as text, never as markup, in the HTML part', () => {
    const html = String(missionFinishedMail(finished, 'https://x.example/d', 'https://x.example/a').html);
    assert.ok(html.includes('Three &lt;b&gt;stumps&lt;/b&gt;'));
    assert.ok(!html.includes('<b>stumps'));
  });
});
