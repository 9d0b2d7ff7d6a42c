import { describe, expect, it } from 'vitest';
import { isRobotAgent } from './visitor-agent.js';

describe('isRobotAgent', () => {
  it('counts people in browsers, on desktop and phone', () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; SM-S928N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 KAKAOTALK 10.8.5',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
    ]) {
      expect(isRobotAgent(agent), agent).toBe(false);
    }
  });

  it('leaves out crawlers, link previews, automated browsers and scripts', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'kakaotalk-scrap/1.0; +https://devtalk.kakao.com/',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
      undefined,
      '',
    ]) {
      expect(isRobotAgent(agent), String(agent)).toBe(true);
    }
  });
});
