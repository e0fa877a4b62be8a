UPDATE platform_settings SET commission_rate = ${rate}, updated_at = now() WHERE id = 1
