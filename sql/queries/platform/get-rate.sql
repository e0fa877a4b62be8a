SELECT commission_rate FROM platform_settings WHERE id = 1
