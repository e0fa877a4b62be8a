DELETE FROM platform_tiers
