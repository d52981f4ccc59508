import { APP_CONFIG_META_NAME, AppConfig, DEFAULT_APP_CONFIG } from '@triage/contracts';

/** Reads the configuration the server placed in index.html; falls back to the defaults (development). */
function readAppConfig(doc: Document = document): AppConfig {
  const content = doc.querySelector(`meta[name="${APP_CONFIG_META_NAME}"]`)?.getAttribute('content');
  if (!content) return DEFAULT_APP_CONFIG;
  try {
    return AppConfig.parse(JSON.parse(content));
  } catch {
    return DEFAULT_APP_CONFIG;
  }
}

export const appConfig: AppConfig = readAppConfig();
