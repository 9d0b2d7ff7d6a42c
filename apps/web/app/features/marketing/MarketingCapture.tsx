import { useEffect } from 'react';
import { browserStorage, captureMarketingData } from './marketing-params';

/** Keeps the landing page's marketing parameters and referrer in browser storage, once per page load. */
export function MarketingCapture() {
  useEffect(() => {
    captureMarketingData({
      search: window.location.search,
      referrer: document.referrer,
      origin: window.location.origin,
      storage: browserStorage(),
    });
  }, []);
  return null;
}
