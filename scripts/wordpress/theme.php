<?php
// Switches the site's theme, as Appearance -> Themes does: php theme.php SITE_DIR URL THEME. The plugin must
// work in a classic theme (the page's content rendered between its header and footer) as in a block theme
// (the whole page rendered from blocks before its <head> is printed).
[, $site, $url, $theme] = $argv;
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require $site . '/wp-load.php';
if (!wp_get_theme($theme)->exists()) {
	fwrite(STDERR, "no theme $theme\n");
	exit(1);
}
switch_theme($theme);
echo $theme, wp_is_block_theme() ? ' (a block theme)' : ' (a classic theme)', "\n";
