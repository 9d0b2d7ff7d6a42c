import { boot, loadScript, shutdown } from '@channel.io/channel-web-sdk-loader';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toLocale } from '../../i18n/i18n-options';
import { usePublicEnv } from '../../lib/public-env';
import { isChatWidgetAllowed } from './chat-widget-rule';

/**
 * The Channel.io chat widget. It loads only when a plugin key is configured and the path allows
 * it, boots in the interface language, and shuts down on paths where it must not show.
 */
export function ChatWidget() {
  const { channelPluginKey } = usePublicEnv();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = toLocale(i18n.resolvedLanguage);
  const pluginKey = channelPluginKey && isChatWidgetAllowed(pathname) ? channelPluginKey : null;

  useEffect(() => {
    if (!pluginKey) return;
    loadScript();
    boot({ pluginKey, language });
    return () => shutdown();
  }, [pluginKey, language]);

  return null;
}
