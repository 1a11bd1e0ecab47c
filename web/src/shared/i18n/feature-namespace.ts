import type { Language } from '@shared/constants/spec';
import { i18n } from './i18n';

/**
 * Adds the texts of a lazily loaded section to i18next when its module loads, so they travel in
 * the section's chunk instead of the start-up bundle.
 */
export function addFeatureNamespace(namespace: string, bundles: Record<Language, object>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
}
