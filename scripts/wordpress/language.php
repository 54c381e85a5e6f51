<?php
// Sets the site's language, as Settings -> General does: php language.php SITE_DIR URL LOCALE ('' for English).
// update_option() would keep WPLANG to the languages whose WordPress translations are installed
// (sanitize_option()), and without a network none can be; the plugin brings its own, so the option is
// written as the settings screen would after downloading WordPress's.
[, $site, $url, $locale] = $argv;
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require $site . '/wp-load.php';
global $wpdb;
$wpdb->delete($wpdb->options, array('option_name' => 'WPLANG'));
$wpdb->insert($wpdb->options, array('option_name' => 'WPLANG', 'option_value' => $locale, 'autoload' => 'yes'));
wp_cache_flush();
echo get_option('WPLANG'), "\n";
