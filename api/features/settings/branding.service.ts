import type { Deps } from '../../deps';
import type { SettingsRow } from '../../../sql/repos/settings.repo';
import { patchSettingsRow } from './settings.service';

export interface Branding {
  logo_url: string | null;
  primary_color: string | null;
}

export interface BrandingPatch {
  logo_url?: string | null;
  primary_color?: string | null;
  remove_logo?: boolean;
}

const toBranding = (row: SettingsRow): Branding => ({
  logo_url: row.logo_url,
  primary_color: row.primary_color,
});

export async function getBranding(deps: Deps, businessId: number): Promise<Branding> {
  return toBranding(await deps.db.settings.get(businessId));
}

/** Omitted fields keep their value; remove_logo: true clears the logo, whatever logo_url says. */
export async function updateBranding(
  deps: Deps,
  businessId: number,
  patch: BrandingPatch,
): Promise<Branding> {
  const row = await patchSettingsRow(deps, businessId, (current) => ({
    ...current,
    logo_url: patch.remove_logo ? null : patch.logo_url !== undefined ? patch.logo_url : current.logo_url,
    primary_color: patch.primary_color !== undefined ? patch.primary_color : current.primary_color,
  }));
  return toBranding(row);
}
