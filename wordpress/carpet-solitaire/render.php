<?php
/**
 * The block on a page: the tag with its settings, and the widget's module and stylesheet (once per page).
 *
 * @var array $attributes The block's settings (block.json).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

carpet_solitaire_load();
printf(
	'<div %s>%s</div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput -- WordPress escapes it.
	carpet_solitaire_tag( $attributes ) // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in carpet_solitaire_tag().
);
