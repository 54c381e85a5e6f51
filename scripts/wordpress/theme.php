<?php
// Switches the site's theme, as Appearance -> Themes does: php theme.php SITE_DIR URL THEME. The plugin must
// work in a classic theme (the page's content rendered between its header and footer) as in a block theme
// (the whole page rendered from blocks before its <head> is printed).
// Not $theme: WordPress keeps a global of that name, which wp-load.php overwrites.
[, $site, $url, $chosen] = $argv;
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require $site . '/wp-load.php';
if (!wp_get_theme($chosen)->exists()) {
	fwrite(STDERR, "no theme $chosen\n");
	exit(1);
}
switch_theme($chosen);
echo $chosen, wp_is_block_theme() ? ' (a block theme)' : ' (a classic theme)', "\n";
