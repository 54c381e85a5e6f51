<?php
// Installs WordPress without network (wp_install(), as wp-admin/install.php does), the plugin from its zip
// (Plugin_Upgrader with a local package, as wp-admin's upload form does), and the users the test writes as.
// php setup.php SITE_DIR URL ZIP: prints one JSON object, the users' application passwords and what happened.
[, $site, $url, $zip] = $argv;
$host = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['HTTP_HOST'] = $host;
$_SERVER['SERVER_NAME'] = parse_url($url, PHP_URL_HOST);
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

$database = 'MariaDB ' . $GLOBALS['wpdb']->db_server_info();
$out = array('wordpress' => $GLOBALS['wp_version'], 'php' => PHP_VERSION, 'database' => $database);
$installed = wp_install('Carpet test', 'admin', 'admin@example.com', false, '', 'admin-pass');
$out['admin'] = $installed['user_id'];

// The editor's welcome guide would cover the canvas: the users have seen it (6.1 keeps it in this meta).
$seen = array('core/edit-post' => array('welcomeGuide' => false, 'welcomeGuideTemplate' => false));
foreach (array('author', 'editor') as $role) {
	$id = wp_insert_user(array('user_login' => $role, 'user_pass' => "$role-pass", 'user_email' => "$role@example.com", 'role' => $role));
	if (is_wp_error($id)) {
		fwrite(STDERR, $id->get_error_message() . "\n");
		exit(1);
	}
	update_user_meta($id, $GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences', $seen);
	[$password] = WP_Application_Passwords::create_new_application_password($id, array('name' => 'e2e'));
	$out['users'][$role] = array('id' => $id, 'login' => $role, 'password' => "$role-pass", 'app' => $password, 'unfiltered_html' => user_can($id, 'unfiltered_html'));
}

// The upgrader as wp-admin's upload form runs it, as the administrator.
wp_set_current_user($installed['user_id']);
$skin = new WP_Ajax_Upgrader_Skin();
$upgrader = new Plugin_Upgrader($skin);
$result = $upgrader->install($zip);
$out['install'] = array('ok' => $result === true, 'messages' => $skin->get_upgrade_messages(), 'errors' => $skin->get_error_messages());
if ($result !== true) {
	echo json_encode($out), "\n";
	exit(1);
}
$plugin = $upgrader->plugin_info();
$out['plugin'] = $plugin;
$activated = activate_plugin($plugin);
$out['activate'] = is_wp_error($activated) ? $activated->get_error_message() : true;
echo json_encode($out), "\n";
exit($activated === null ? 0 : 1);
