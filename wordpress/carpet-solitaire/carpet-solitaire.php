<?php
/**
 * Plugin Name:       Carpet Solitaire
 * Description:       A patience game in a block or a [carpet_solitaire] shortcode: Carpet, Carthage or Lady Cadogan's The Carpet.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       carpet-solitaire
 * Domain Path:       /languages
 *
 * @package CarpetSolitaire
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'CARPET_SOLITAIRE_VERSION', '0.1.0' );

/** The settings the block and the shortcode take, with their defaults (as block.json has them). */
function carpet_solitaire_defaults() {
	return array(
		'variant'  => 'carpet',
		'seed'     => '',
		'daily'    => false,
		'winnable' => false,
		'timer'    => false,
		'analysis' => 'warn',
		'fill'     => 'auto',
		'persist'  => true,
		'lang'     => '',
	);
}

/** A shortcode's yes or no ("true", "1", "yes", "on"), or a block's boolean. */
function carpet_solitaire_yes( $value ) {
	return is_bool( $value ) ? $value : in_array( strtolower( trim( (string) $value ) ), array( '1', 'true', 'yes', 'on' ), true );
}

/**
 * The element's attributes for a block's or a shortcode's settings: only what differs from the widget's own
 * defaults is written, so a later version's better default reaches old posts. The same mapping as editor.js.
 */
function carpet_solitaire_tag_attributes( $settings ) {
	$settings   = array_merge( carpet_solitaire_defaults(), array_filter( (array) $settings, 'is_scalar' ) );
	$attributes = array();
	$variant    = (string) $settings['variant'];
	if ( 'carpet' !== $variant ) {
		$attributes['variant'] = $variant; // The widget reports a value it does not know, and plays Carpet.
	}
	if ( carpet_solitaire_yes( $settings['daily'] ) ) {
		$attributes['seed'] = 'daily';
	} elseif ( '' !== trim( (string) $settings['seed'] ) ) {
		$attributes['seed'] = trim( (string) $settings['seed'] );
	}
	if ( carpet_solitaire_yes( $settings['winnable'] ) ) {
		$attributes['winnable'] = true;
	}
	if ( carpet_solitaire_yes( $settings['timer'] ) ) {
		$attributes['timer'] = true;
	}
	if ( 'warn' !== $settings['analysis'] ) {
		$attributes['analysis'] = (string) $settings['analysis'];
	}
	if ( 'carpet' === $variant && 'manual' === $settings['fill'] ) {
		$attributes['fill'] = 'manual';
	}
	if ( ! carpet_solitaire_yes( $settings['persist'] ) ) {
		$attributes['persist'] = 'false';
	}
	// The site's language unless the block names one (the widget speaks en, fr, de and es).
	$attributes['lang'] = '' !== $settings['lang'] ? (string) $settings['lang'] : get_bloginfo( 'language' );
	return $attributes;
}

/** The `<carpet-solitaire>` tag for these settings, every attribute escaped. */
function carpet_solitaire_tag( $settings ) {
	$html = '<carpet-solitaire';
	foreach ( carpet_solitaire_tag_attributes( $settings ) as $name => $value ) {
		$html .= true === $value ? ' ' . esc_attr( $name ) : sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( $value ) );
	}
	return $html . '></carpet-solitaire>';
}

/** The widget's module, inside the plugin: no CDN. */
function carpet_solitaire_module_url() {
	return plugins_url( 'build/carpet-solitaire.js', __FILE__ );
}

/**
 * Loads the widget on this page, once however many games it has, and only on a page that shows one: its
 * module, as a script module on WordPress 6.5 and later, else as a `type="module"` script in the footer (a
 * plain script tag would run it as a classic script, which stops at its first import); and its stylesheet,
 * which holds the game's place until the module has run (a block's own "style" would be printed on every page
 * of a classic theme). The module's URL carries no `?ver=`: the game's chunks import it by its plain URL, and
 * under another URL the browser would run a second copy of it.
 */
function carpet_solitaire_load() {
	static $loaded = false;
	if ( $loaded ) {
		return;
	}
	$loaded = true;
	wp_enqueue_style( 'carpet-solitaire', plugins_url( 'build/carpet-solitaire.css', __FILE__ ), array(), CARPET_SOLITAIRE_VERSION );
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'carpet-solitaire', carpet_solitaire_module_url(), array(), null );
		return;
	}
	add_action(
		'wp_footer',
		function () {
			printf(
				'<script type="module" src="%s"></script>' . "\n",
				esc_url( carpet_solitaire_module_url() )
			);
		}
	);
}

/** [carpet_solitaire variant="carthage" seed="7" winnable="true"]: the block's settings, for classic content. */
function carpet_solitaire_shortcode( $atts ) {
	$settings = shortcode_atts( carpet_solitaire_defaults(), $atts, 'carpet_solitaire' );
	carpet_solitaire_load();
	return carpet_solitaire_tag( $settings );
}

// The plugin's own translations (languages/: French, German, Spanish), loaded at init, not earlier (6.7
// warns of a text domain loaded before init): first the PHP strings, which register_block_type() uses for
// block.json's description and keywords, then the editor script's JSON, named after its handle.
add_action(
	'init',
	function () {
		load_plugin_textdomain( 'carpet-solitaire', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
		register_block_type( __DIR__ );
		wp_set_script_translations( 'carpet-solitaire-game-editor-script', 'carpet-solitaire', __DIR__ . '/languages' );
		add_shortcode( 'carpet_solitaire', 'carpet_solitaire_shortcode' );
	}
);

// The editor's preview plays the same module: editor.js imports it from this URL.
add_action(
	'enqueue_block_editor_assets',
	function () {
		wp_add_inline_script(
			'carpet-solitaire-game-editor-script',
			'window.carpetSolitaireBlock = ' . wp_json_encode(
				array(
					'moduleUrl' => carpet_solitaire_module_url(),
					'siteLang'  => get_bloginfo( 'language' ),
				)
			) . ';',
			'before'
		);
	}
);
