<?php
// Router for PHP's built-in server: files are served as they are, everything else goes to WordPress's
// index.php (as Apache's rewrite would), so /favicon.ico and unknown paths get WordPress's answer, not 404s.
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if (is_file($file)) {
	return false;
}
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
	return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
