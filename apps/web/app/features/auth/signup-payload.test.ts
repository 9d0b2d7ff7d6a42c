import { describe, expect, it } from 'vitest';
import { EMPTY_MARKETING_DATA } from '../marketing/marketing-params';
import { signupMarketingFields } from './signup-payload';

describe('signupMarketingFields', () => {
  const kept = {
    refcode: 'REF12345',
    source: 'newsletter',
    medium: 'email',
    campaign: 'spring',
    content: 'hero',
    fbclid: 'F1',
    referrer: 'https://news.example/',
  };

  it('sends the kept campaign, click id and referrer', () => {
    expect(signupMarketingFields(kept, '', 'fb.1.123.456')).toEqual({
      code: 'REF12345',
      referrer: 'https://news.example/',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmContent: 'hero',
      fbc: 'F1',
      fbp: 'fb.1.123.456',
    });
  });

  it('prefers the code the person typed over the one of the link', () => {
    expect(signupMarketingFields(kept, ' TYPED ', null).code).toBe('TYPED');
  });

  it('sends only the Organic referrer for a direct visit', () => {
    expect(signupMarketingFields(EMPTY_MARKETING_DATA, '', null)).toEqual({ referrer: 'Organic' });
  });
});
