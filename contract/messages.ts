/**
 * Message keys used by code, each with its English default text: every quoted message of
 * docs/product.md (#errors, #messages and the rules' messages), plus the keys it names without wording,
 * written here in plain English. This map is the English catalogue of the i18n layer, so keys are
 * stable identifiers: add keys, never rename them. Placeholders use i18next syntax `{{name}}`.
 * Where the spec quotes an English sentence, that sentence is the text, word for word.
 */

export const MESSAGES = {
  // ---- General and session (docs/product.md#errors; #errors "General") -----------------------------------------
  error_generic: "Oops, something went wrong. Please contact your system administrator!",
  error_page_title: "Something went wrong",
  error_page_not_found: "Page not found",
  info_grid_past_last_page: "That page is past the last one: here is the last page.",
  info_saved_record_not_in_view: "Saved. The list's search or filter leaves it out: clear them to see it.",
  error_no_admin_permissions: "You have no admin permissions. Please contact your system administrator.",
  warning_no_account_assigned: "No account is assigned to your user. Please contact support.",
  warning_no_permissions: "You have no permissions in this account yet. Please contact support.",
  error_action_denied: "Action denied",
  error_invalid_credentials: "Invalid e-mail or password",
  error_user_inactive: "Your user is inactive. Please contact support.",
  labels_session_expired: "Your session has expired. Please sign in again.",
  labels_logout: "Logout",
  labels_login: "Sign in",
  labels_accept: "Accept",
  labels_close: "Close",
  labels_apply: "Apply",
  labels_cancel: "Cancel",
  labels_confirm: "Confirm",
  labels_delete: "Delete",
  labels_save: "Save",
  labels_refresh: "Refresh",
  labels_search: "Search",
  labels_loading: "Loading",
  labels_no_data: "No data",
  labels_no_rows: "No records to show",
  labels_current_page: "Current Page",
  labels_rows_per_page: "Rows per page",
  labels_previous: "Previous",
  labels_next: "Next",
  labels_copy: "Copy",
  labels_copied: "Copied",
  labels_terms_updated_title: "Our terms have changed",
  labels_terms_updated: "We have updated our terms of use and privacy policy. Please read and accept them to continue.",
  labels_agree_terms: "I agree to the terms of use and the privacy policy",
  labels_welcome: "Welcome! Your account is ready.",
  // Plural pairs (i18next `_one`/`_other`): referred to by their base key with a numeric `count`.
  error_sign_in_rate_limited_one: "Too many failed sign-in attempts from your network. Try again in {{count}} minute.",
  error_sign_in_rate_limited_other:
    "Too many failed sign-in attempts from your network. Try again in {{count}} minutes.",
  error_sign_in_account_rate_limited_one:
    "Too many failed sign-in attempts for this account. Try again in {{count}} minute.",
  error_sign_in_account_rate_limited_other:
    "Too many failed sign-in attempts for this account. Try again in {{count}} minutes.",

  // ---- Account, trial, subscription (docs/product.md#plans, #subscription; #validation, #messages) ------------------------------------
  labels_trial_banner: "You are using a trial account. Upgrade to the Essential plan to unlock every feature.",
  labels_upgrade: "Upgrade",
  warning_inactive_prepaid: "Your account is inactive. Add credit to continue using the service.",
  warning_inactive_postpaid: "Your account is inactive. Please contact support.",
  warning_subscription_inactive: "Your subscription is inactive. Add credit or upgrade your plan to continue.",
  warning_subscription_inactive_for_msft_accounts:
    "Your subscription is inactive. Please check your Azure Marketplace subscription and billing.",
  warning_subscription_inactive_azure_billing:
    "Your Azure billing is not active. Please check your Azure subscription.",
  labels_disable_teams_only_mode: "Turn off Teams-only mode to use this wizard.",
  warning_insufficient_funds: "Insufficient funds. Please add credit to your account.",
  warning_account_pending: "Your account is pending activation.",
  warning_account_unavailable: "This account is unavailable.",
  warning_tax_details_unavailable: "Tax details are not available right now.",
  warning_azure_account_delete:
    "Azure Marketplace accounts cannot be deleted here. Cancel the subscription in Azure instead.",
  labels_all_accounts: "All accounts",
  labels_select_account: "Select an account",
  labels_account_search_min_chars: "Type at least {{min}} characters to search",

  // ---- Limits reached (docs/product.md#catalogue-warnings "Limits") ---------------------------------------------------------
  warning_max_bots_reached: "You have reached the maximum number of bots.",
  warning_max_numbers_reached: "You have reached the maximum number of phone numbers.",
  warning_max_routings_reached: "You have reached the maximum number of routing rules.",
  warning_max_voice_translations_reached: "You have reached the maximum number of voice translations.",
  warning_max_teams_connections_reached: "You have reached the maximum number of Teams connections.",
  warning_max_whatsapp_numbers_reached: "You have reached the maximum number of WhatsApp numbers.",
  warning_max_ai_models_reached: "You have reached the maximum number of AI models.",

  // ---- 3-D secure (docs/product.md#account-status; #catalogue-warnings) ---------------------------------------------------------------
  warning_3ds_bypassed: "3-D Secure was bypassed by {{provider}}.",
  warning_3ds_failed: "3-D Secure authentication with {{provider}} failed.",
  warning_3ds_succeeded: "3-D Secure authentication with {{provider}} succeeded.",
  warning_3ds_unavailable: "3-D Secure is unavailable at {{provider}}.",
  warning_auto_recharge_failed: "The automatic recharge of your wallet failed: {{reason}}",
  error_payment_failed: "The payment did not go through: {{reason}}",
  error_payment_link_expired: "This payment link is invalid, used or expired. Start again from Billing.",
  error_no_vaulted_card: "No saved card: add credit by card once with Save this card to use auto-recharge.",
  success_wallet_deposit: "{{amount}} was added to your wallet.",
  success_auto_recharge_saved: "Auto-recharge settings saved.",
  success_monthly_limit_saved: "Monthly limit saved.",
  success_payment_address_saved: "Billing address saved.",
  success_card_removed: "Card removed.",

  // ---- Form validation (docs/product.md#validation) ----------------------------------------------------------
  validation_field_required: "{{field}} field is required",
  validation_field_invalid: "{{field}} is invalid",
  validation_label_required: "{{label}} field is required",
  validation_radio_required: "Field is required",
  validation_max_length: "{{field}} must be at most {{max}} characters",
  validation_max_lines: "At most {{max}} lines are allowed",
  validation_invalid_characters: "Backslashes, double quotes, tabs and line breaks are not allowed",
  validation_invalid_json: "Invalid JSON",
  validation_json_object: 'Must be a JSON object: names and values in braces, like {"key": "value"}',
  validation_name_rule: "{{field}} is 3 to 32 letters, digits, spaces, underscores or hyphens",
  validation_invalid_url: "Invalid URL",
  validation_invalid_azure_openai_endpoint: "Invalid Azure OpenAI endpoint (base URL)",
  validation_url_private_address:
    "This URL leads to a private or local address, which the platform does not call. Use a public address, or ask your administrator to allow it.",
  validation_code_editor_errors: "Fix the errors in the editor first",
  validation_email_required: "A valid email is required",
  validation_email_invalid: "Invalid email id",
  validation_first_name_required: "First name is required",
  validation_last_name_required: "Last name is required",
  validation_password_required: "Password is required",
  validation_password_too_short: "Password is too short",
  validation_password_rules:
    "The password needs at least 8 characters with upper and lower case letters, a digit and a special character",
  validation_phone_required: "Phone number is required",
  validation_account_name: "Account name is required, at most 80 characters, without semicolons",
  validation_account_description: "Description must be at most 200 characters",
  validation_name_unique: "The name must be unique",
  validation_subject_required: "Subject is required",
  validation_message_required: "Message is required",
  validation_duplicate_file: "This file is already selected",
  validation_max_files: "Up to {{max}} files are allowed",
  validation_greater_than_zero: "{{field}} must be greater than 0",
  validation_min_activations: "At least 1 activation is required",
  validation_min_languages: "At least 2 languages are required",
  validation_realtime_models_only: "Only realtime models are supported for voice streaming",
  validation_dial_out_number: "The dial-out number must start with + and be at most 20 characters",
  validation_max_urls: "Up to 20 URLs are allowed, one per line",
  validation_bot_calls_per_second: "Max bot calls per second must be between 1 and 20",
  // The date-time filters (call history, statistics) read yyyy-MM-dd HH:mm, as the grids show times.
  validation_date_time_format: "Enter a date and time as yyyy-MM-dd HH:mm, for example 2026-11-27 13:35",
  labels_date_time_placeholder: "yyyy-MM-dd HH:mm",
  validation_concurrent_calls: "Max concurrent calls must be between 0 and 300",
  validation_max_call_duration: "Max call duration must be 0 (no limit) to 35791 minutes",
  validation_auto_recharge_threshold: "The threshold must be between $10 and $500",
  validation_auto_recharge_amount: "The recharge amount must be between $10 and $1,000",
  validation_credit_amount: "The amount must be between ${{min}} and ${{max}}",
  validation_card_deposit_amount: "The amount must be between $10 and $1,000, in cents",
  validation_monthly_limit: "The monthly limit must be more than $0 and at most $75,000",
  validation_address_field: "Required, at most 100 characters",
  validation_country_code: "Enter the two-letter country code, such as US or GB",

  // ---- Admin dialogs (docs/product.md#manual-number "Manual number", "Manual charge", "Manual credit", "SIP") -----------
  validation_phone_number: "Enter a phone number such as +123 456 7890",
  validation_country_name: "Country name must be 1 to 30 characters",
  validation_monthly_charge: "Monthly charge must be greater than 0 with at most 4 decimals",
  validation_manual_charge_value: "The amount must be between $1.00 and $10,000.00, and a description is required",
  validation_manual_credit_value:
    "The credit must be between the Essential plan fee ($2) and $10,000, with at most 9 decimals",
  labels_manual_credit_hint: "Minimum {{min}}, maximum {{max}}",
  warning_money_unconfirmed:
    "The platform did not confirm this. Send it again: it goes with the same request key, so the money moves at most once.",
  labels_manual_charge_confirm: "Charge {{amount}} to {{account}}?",
  labels_invalid_json_format: "invalid JSON format",
  error_sip_update_fail: "Failed to update the SIP connection",
  validation_sip_cac_profile: "Choose a call-limit profile from the list",
  validation_sip_should_charge: "Choose whether SIP calls are charged",
  success_sip_cac_profile: "The call-limit profile was saved.",
  success_sip_override: "The SBC override was saved.",
  success_sip_charge_on: "SIP charge turned on.",
  success_sip_charge_off: "SIP charge turned off.",
  validation_sip_name: "Connection name is required, at most 40 characters",
  validation_sip_field_max: "At most 80 characters",
  validation_sip_service_number: "At most 64 letters and digits",
  validation_sip_keep_alive: "Keep-alive must be at least 5",
  validation_sip_host_name: "Invalid host name",
  validation_sip_server_address_required: "At least one server address is required",
  validation_sip_dialed_number_required: "At least one dialed number is required",
  validation_sip_dialed_number_max: "A dialed number is at most 20 characters",
  validation_sip_auth_source_or_credentials: "Source IP or Credentials must be checked",
  validation_sip_auth_fqdn_or_dids: "FQDN or Dialed Numbers must be checked",
  validation_sip_source_ip_address_required: "At least one address is required for Source IP",
  validation_sip_signalling_addresses_max: "At most 10 signalling addresses are allowed",
  validation_sip_signalling_address: "Enter an IPv4 address or a host name, with an optional port",
  validation_sip_source_ip: "Enter an IPv4 address or network (for example 203.0.113.0/24)",
  validation_sip_source_ips_max: "At most 10 source IP addresses are allowed",
  validation_sip_dialed_number: "A dialed number has digits, an optional leading + and * or # as wildcards",
  validation_sip_dialed_numbers_max: "At most 50 dialed numbers are allowed",
  validation_sip_duplicate_header: "Each header can be chosen only once",
  validation_sip_coders_required: "Choose at least one coder",
  validation_sip_keep_alive_max: "Keep-alive must be at most 86400 seconds",
  warning_max_sip_connections_reached: "You have reached the maximum number of SIP connections.",
  warning_trial_sip_connections: "A trial account has two SIP connections. Upgrade to the Essential plan for more.",
  success_sip_connection_created: "SIP connection created",
  success_sip_connection_updated: "SIP connection updated",
  success_sip_connection_deleted: "SIP connection deleted",
  success_sip_dns_verified: "The DNS TXT record was found: the SIP connection is verified.",
  error_sip_dns_not_verified:
    "No DNS TXT record of the FQDN carries the verification value yet. Publish it and try again.",
  validation_speech_service_name: "Name is required, at most 40 characters",
  validation_speech_service_provider_name: "The name must not be a provider name",

  // ---- Bots (docs/product.md#plans, #entities; #bots "Bots and limits") ------------------------------------------------
  success_bot_created: "Bot created",
  success_bot_updated: "Bot updated",
  success_bot_deleted: "Bot deleted",
  validation_bot_api_type: "This framework does not offer this API type",
  validation_bot_auth_method: "This framework does not offer this authentication",
  // A bot of the built-in AI agent (docs/features/ai-framework.md#bots-that-run-an-agent; the spec names no texts).
  validation_bot_agent_missing: "Choose one of your agents",
  validation_bot_agent_unpublished: "This agent has no published version yet: publish it first (AI agents, Versions)",
  validation_bot_agent_version_missing: "The agent has no published version {{version}}: choose one of its versions",
  validation_transfer_threshold: "Transfer after 1 to 10 unhandled turns",
  validation_background_music_volume: "The volume must be between 0 and -32 dB",
  validation_outbound_call_attempts: "Outbound call attempts must be between 1 and 5",
  validation_transfer_trial:
    "Call transfer is not available on trial accounts. Upgrade to the Essential plan to use it.",
  validation_outbound_calling_disabled:
    "Outbound calling is off for this account until support enables it. Please contact support.",
  warning_essential_plan_required: "Only Essential plan accounts can use this. Upgrade your plan to continue.",
  labels_trial_bot_limit: "A trial account has one bot. Upgrade to the Essential plan for more.",

  // ---- Speech services and voice translation (docs/product.md#plans, #limits; #speech-services "Speech service", "Bots and limits") ----
  warning_max_speech_services_reached: "You have reached the maximum number of speech services.",
  success_speech_service_created: "Speech service created",
  success_speech_service_updated: "Speech service updated",
  success_speech_service_deleted: "Speech service deleted",
  // ---- Phone numbers beyond buying (issue 16: configure, release, port-in, requirement documents) --
  validation_phone_name: "Name is required, at most 40 characters",
  validation_phone_prefix: "A prefix is up to 8 digits, optionally after a +",
  validation_phone_voice: "Choose a voice of the chosen language",
  validation_phone_default_released: "A released number cannot be the default number",
  validation_e164: "Enter the number in E.164 form, such as +442079460000",
  validation_carrier_account: "Letters, digits and dashes, at most 40 characters",
  validation_port_authorisation: "Confirm that you are authorised to move this number",
  validation_documents_required: "Choose at least one document",
  validation_documents_count: "Upload at most 3 documents at a time",
  validation_document_type: "Documents must be PDF, PNG or JPEG files",
  validation_document_size: "Each document must be at most 256 KB",
  validation_documents_not_expected: "This number is not waiting for documents",
  success_phone_configured: "Phone number configured",
  success_phone_deleted: "Phone number deleted",
  success_phone_port_requested: "Port-in requested. The number becomes active once the current carrier releases it.",
  success_phone_documents_uploaded: "Documents uploaded. They are now under review.",
  success_voice_translation_created: "Voice translation created",
  success_voice_translation_updated: "Voice translation updated",
  success_voice_translation_deleted: "Voice translation deleted",
  validation_translation_speech_service:
    "Choose one of your speech services that does both speech to text and text to speech",
  validation_translation_volume: "The volume must be between 0 and -31 dB",
  validation_duplicate_language: "Each language can be chosen only once",
  validation_max_languages: "At most 8 languages are allowed",
  validation_speech_service_used_by_translation:
    "A voice translation uses this speech service: it must keep both speech to text and text to speech",

  // ---- Teams tenants and connections (docs/product.md#teams-tenant-and-connection, #timing; issue 16) -----------------------------------------
  validation_teams_domain: "Enter a domain such as contoso.onmicrosoft.com",
  validation_teams_tenant_id: "The tenant ID is a GUID such as 00000000-0000-0000-0000-000000000000",
  validation_teams_license_type: "Choose Hosted Essential, Hosted Essential Plus or Hosted Pro",
  validation_teams_domain_unique: "This domain is already one of your tenants",
  validation_teams_tenant_id_unique: "This tenant ID is already one of your tenants",
  validation_teams_connection_name: "Connection name is required, at most 40 characters",
  validation_teams_tenant_choice: "Choose one of your Teams tenants",
  validation_teams_connection_fixed: "The tenant and the region of a connection cannot be changed",
  warning_max_teams_tenants_reached: "You have reached the maximum number of Teams tenants.",
  success_teams_tenant_created: "Teams tenant created",
  success_teams_tenant_updated: "Teams tenant updated",
  success_teams_tenant_deleted: "Teams tenant deleted",
  success_teams_connection_created: "The Teams connection is being created: its progress is in the notifications",
  success_teams_connection_updated: "Teams connection updated",
  success_teams_connection_deleted: "Teams connection deleted",
  labels_teams_only_mode_on:
    "Teams-only mode is on: this account carries its calls over Teams, and the launch wizards of the other channels are off.",
  labels_teams_only_mode_turn_off: "Turn off Teams-only mode",
  success_teams_only_mode_off: "Teams-only mode is off",
  teams_setup_title: "Creating Teams connection {{name}}",
  teams_setup_step_tenant: "Checking the tenant",
  teams_setup_step_routing: "Creating the voice routing",
  teams_setup_step_register: "Registering the connection in Microsoft Teams",
  teams_setup_step_users: "Synchronising the licensed users",
  teams_setup_connected_title: "Teams connection {{name}} is connected",
  teams_setup_connected_message: "Calls can now reach your bots through Microsoft Teams.",
  teams_setup_failed_title: "Teams connection {{name}} failed",
  error_teams_setup_timeout: "The creation did not finish within 10 minutes.",
  error_teams_setup_tenant_removed: "Its Teams tenant was removed.",

  // ---- WhatsApp (docs/product.md#whatsapp-numbers, #whatsapp-messages) -------------------------------------------------------------
  labels_whatsapp_numbers: "WhatsApp numbers",
  error_whatsapp_create: "Error creating WhatsApp number",
  error_whatsapp_update: "Error updating WhatsApp number",
  error_whatsapp_connect: "Error connecting WhatsApp number",
  error_whatsapp_status: "Error fetching number status",
  success_whatsapp_updated: "WhatsApp number updated successfully",
  success_whatsapp_finalized: "WhatsApp number finalized successfully",
  warning_whatsapp_setup_will_fail: "The WhatsApp setup is still running. If you close now, the setup will fail.",
  validation_whatsapp_pin: "The pin code must be exactly 6 digits",
  success_whatsapp_deleted: "WhatsApp number deleted",
  labels_whatsapp_signup_cancelled: "The WhatsApp Business sign-up was cancelled.",
  success_manual_charge: "The account was charged.",
  success_manual_credit: "The credit was added.",
  success_dns_verification_on: "DNS verification turned on.",
  success_dns_verification_off: "DNS verification turned off.",
  success_manual_number: "The number was added.",
  error_manual_number: "Error adding the number",
  validation_phone_number_in_use: "This number is already in use",
  validation_account_not_found: "This account no longer exists. Choose another one.",
  labels_no_limit: "No limit",
  labels_status_in_progress: "In progress",
  labels_status_configured: "Configured",
  labels_status_failed: "Failed",
  labels_connected: "Connected",
  labels_not_connected: "Not connected",

  // ---- Dates, search, statistics (docs/product.md#statistics, #dates-and-search) ------------------------------------------------
  labels_statistics: "Statistics",
  warning_selected_time_range_is_long:
    "The selected time range is too long. Please select a range not longer than 2 months.",
  labels_limited_search: "Search is available only for date ranges shorter than 3 days",
  warning_range_over_search_days: "The selected range is 3 days or longer: search is disabled.",
  labels_no_statistics: "No statistics: select at least one metric",
  labels_range_24_hours: "24 hours",
  labels_range_7_days: "7 days",
  labels_range_30_days: "30 days",
  labels_range_custom: "Custom",
  labels_entities_all: "All",
  labels_bots: "Bots",
  labels_numbers: "Numbers",
  labels_sip_connections: "SIP connections",
  labels_teams_connections: "Teams connections",
  labels_metrics: "Metrics",
  labels_call_success: "Call success",
  labels_concurrent_calls: "Concurrent calls",
  labels_call_attempts: "Call attempts",
  labels_call_duration: "Call duration",
  labels_voice_quality: "Voice quality",
  labels_packet_loss: "Packet loss",
  labels_jitter: "Jitter",
  labels_delay: "Delay",
  labels_mos: "MOS",
  labels_teams_users: "Teams users",
  labels_successful: "Successful",
  labels_failed: "Failed",
  labels_fullscreen: "Fullscreen",

  // ---- Call history (docs/product.md#call-history, #entities, #call-history, #messages) ---------------------------------------------------------
  labels_call_history: "Call history",
  labels_local_time_note: "Times are shown in your local time.",
  labels_filters: "Filters",
  labels_related_calls: "Related call records",
  labels_custom_filters: "Custom filters",
  labels_clear_filters: "Clear filters",
  labels_manage_columns: "Manage columns",
  labels_density: "Density",
  labels_density_compact: "Compact",
  labels_density_standard: "Standard",
  labels_density_comfortable: "Comfortable",
  labels_table_view: "Table view",
  labels_table_view_default: "Default",
  labels_table_view_zebra: "Zebra",
  labels_reset_columns: "Reset columns",
  labels_export_records: "Export records",
  labels_export_monthly_records: "Export monthly call records",
  labels_month: "Month",
  labels_year: "Year",
  labels_duration_format: "{{minutes}} min {{seconds}} sec",
  labels_quality_good: "Good",
  labels_quality_fair: "Fair",
  labels_quality_poor: "Poor",
  labels_quality_unknown: "Unknown",
  labels_transcript: "Transcript",
  labels_post_call_analysis: "Post call analysis",
  error_transfer_call_not_found: "No related call records were found for this call.",
  warning_transcripts_unavailable: "Call transcripts are not available for this call.",
  warning_logs_unavailable: "Call logs are not available for this call.",
  warning_records_retention: "Call records are deleted after 60 days.",
  warning_agent_assist_and_translation: "Agent assist and voice translation cannot both be on.",

  // ---- Export (docs/product.md#exports, #export-call-and-ai-messages) -----------------------------------------------------------------------
  labels_export: "Export",
  labels_export_started: "Your report is being prepared. It will appear in the notifications panel when it is ready.",
  labels_do_not_show_again: "Do not show this again",
  error_export_to_csv_fail: "The export to CSV failed. Please try again later.",
  labels_export_success: "Export completed successfully.",
  labels_export_failed: "Export failed. Please try again later.",

  // ---- AI framework (docs/product.md#screens, #export-call-and-ai-messages) -----------------------------------------------------------------
  error_fetch_flows_agents: "Failed to fetch flows/agents. Please try again later.",
  success_file_uploaded: "File uploaded successfully.",
  error_file_upload: "Failed to upload file. Please try again later.",
  labels_import: "Import",
  // The embedded agent engine's own words (docs/features/ai-framework.md#the-engine): answers it gives
  // when nothing of the agent's answers, and why an utterance matched no intent (the turn's record).
  ai_engine_fallback_answer: "I don't know the answer to that.",
  ai_engine_no_model_answer:
    "The embedded engine has no language model: it answers only from its agent's intents, documents and tools.",
  ai_engine_tool_failed_answer: "I could not get an answer from {{tool}} just now.",
  ai_engine_tool_answer: "{{tool}} answered: {{value}}",
  ai_engine_document_answer: 'From {{source}}: "{{quote}}"',
  ai_engine_unknown_tool: "No tool is named {{tool}}.",
  ai_engine_no_intents: "The agent has no intents.",
  ai_engine_no_words: "The utterance has no words to match.",
  ai_engine_no_shared_words: "No intent's examples share a word with the utterance.",
  ai_engine_below_threshold: "The best intent, {{intent}}, scored {{score}}: below the threshold of {{threshold}}.",
  // The documents' search tool (the "search_tool" documents mode): what it answers a model.
  ai_engine_search_no_passage: 'No passage of the documents matches "{{query}}".',
  ai_engine_search_no_query: "The search needs a query: what to look for in the documents.",
  // The prompt's condition syntax (docs/features/ai-framework.md#prompt-syntax): where a template is
  // malformed and why. The tags are parameters, so no catalogue reads them as placeholders.
  ai_template_unclosed_if:
    "line {{line}}, column {{column}}: expected {{close}} for the {{open}} at line {{openLine}}, column {{openColumn}}",
  ai_template_stray_tag: "line {{line}}, column {{column}}: {{tag}} without an open {{open}}",
  ai_template_after_else:
    "line {{line}}, column {{column}}: {{tag}} after the {{else}} of the {{open}} at line {{openLine}}, column {{openColumn}}",
  ai_template_unknown_tag: "line {{line}}, column {{column}}: unknown tag {{tag}}: the tags are {{tags}}",
  ai_template_unclosed_tag: "line {{line}}, column {{column}}: expected {{braces}} to end the {{tag}}",
  ai_template_no_condition: "line {{line}}, column {{column}}: {{tag}} needs a condition",
  ai_template_else_condition: "line {{line}}, column {{column}}: {{tag}} takes no condition",
  ai_template_unexpected_character:
    'line {{line}}, column {{column}}: unexpected {{char}}: a condition uses ==, !=, <, <=, >, >=, and, or, not, parentheses, "strings", numbers and variable names',
  ai_template_expected_value: "line {{line}}, column {{column}}: expected a value after {{after}}",
  ai_template_unexpected_token: "line {{line}}, column {{column}}: unexpected {{token}} in the condition",
  ai_template_unclosed_paren:
    "line {{line}}, column {{column}}: expected ) for the ( at line {{openLine}}, column {{openColumn}}",
  ai_template_unclosed_string: "line {{line}}, column {{column}}: the string is not closed with a double quote",
  ai_template_too_deep: "line {{line}}, column {{column}}: nested deeper than {{max}} levels",
  // The OpenAI-compatible endpoint's errors (OpenAI's own shape; docs/features/ai-framework.md#openai-compatible-endpoint).
  ai_chat_missing_key:
    "You didn't provide an API key. Use your account's REST API secret (My account) in an Authorization header: Bearer <secret>.",
  ai_chat_invalid_key: "Incorrect API key provided. Use your account's REST API secret (My account).",
  ai_chat_unknown_model: "The model `{{model}}` does not exist. The embedded engine's model is `{{embedded}}`.",
  ai_chat_invalid_json: "The request body is not valid JSON.",
  ai_chat_body_too_large: "The request body is larger than {{max}} bytes.",
  ai_chat_unknown_tool_choice: "tool_choice names the function `{{name}}`, which is not among the tools.",
  ai_chat_tool_call_unknown: "No assistant message has a tool call with the id `{{id}}`.",
  // Agents (docs/features/ai-framework.md#agents)
  success_ai_agent_created: "Agent created",
  success_ai_agent_updated: "Agent updated",
  success_ai_agent_deleted: "Agent deleted",
  success_ai_chat_deleted: "Conversation deleted",
  success_ai_agent_published: "Published as version {{version}}",
  success_ai_agent_rolled_back: "Version {{from}} published again as version {{version}}",
  warning_max_ai_agents_reached: "You have reached the maximum number of agents.",
  error_ai_agent_used_by_bots: "The agent is used by these bots: {{bots}}. Choose another agent for them first.",
  error_ai_agent_nothing_to_publish: "The draft is the same as the latest version: there is nothing to publish.",
  error_ai_agent_version_not_found: "There is no version {{version}} of this agent.",
  validation_intent_name: "An intent name is 1 to 48 letters, digits, dots, underscores or hyphens",
  validation_intent_examples: "Give at least {{min}} examples, one per line",
  validation_intent_duplicate: "Another intent has this name",
  validation_slot_name: "A slot is name:type, the name 1 to 32 letters, digits or underscores",
  validation_slot_type: "A slot's type is name, number, phone, email, date or text",
  validation_max_items: "At most {{max}} are allowed",
  validation_ai_reference_missing: "This is not one of the account's: choose another",
  validation_ai_intent_tool_not_chosen: "Choose this tool among the agent's tools too",
  validation_ai_full_text_too_large:
    "These documents hold {{characters}} characters: a prompt takes the whole text of at most {{max}}. Choose fewer documents, or have them retrieved or searched",
  validation_ai_search_tool_name_taken:
    "A chosen tool is named {{name}}, the name of the documents' search tool: rename it, or have the documents retrieved or put in the prompt",
  // AI models (docs/features/ai-framework.md#models; the spec names none of these texts).
  success_ai_model_created: "Model created",
  success_ai_model_updated: "Model updated",
  success_ai_model_deleted: "Model deleted",
  validation_ai_model_timeout: "The timeout is {{min}} to {{max}} seconds",
  error_ai_model_built_in: "The built-in model is part of the platform: it cannot be changed, deleted or tested.",
  error_ai_model_timeout: "The model did not answer within its timeout.",
  error_ai_model_stream_cut: "The connection closed before the end of the stream ([DONE]).",
  error_ai_model_answer_too_large: "The model's answer is larger than the platform reads.",
  error_ai_model_not_chat_completion: "The answer is not a chat completion.",

  // ---- AI documents (issue 31 item 4; docs/features/ai-framework.md#documents: the spec names none of these texts) ----
  warning_max_ai_documents_reached: "You have reached the maximum number of documents.",
  success_ai_document_created: "Document added. It is being read and indexed.",
  success_ai_document_updated: "Document saved.",
  success_ai_document_deleted: "Document deleted.",
  validation_ai_document_file_required: "Choose a file to upload",
  validation_ai_document_type: "The file must be a .txt, .md, .html, .pdf or .docx file",
  validation_ai_document_too_large: "The file is larger than {{max}}, the most a document may be",
  validation_ai_document_text_required: "Paste the document's text",
  validation_ai_document_text_length: "The text is longer than {{max}} characters",
  validation_ai_document_chunk_size: "The chunk size is {{min}} to {{max}} characters",
  validation_retrieval_question: "The question is at most {{max}} characters",
  validation_retrieval_top_k: "Show 1 to {{max}} chunks",
  error_ai_document_unreadable: "The file could not be read: it is damaged, or not the type its name says.",
  error_ai_document_empty: "The document holds no text to index (a scanned PDF holds only pictures of its text).",
  error_ai_document_too_large: "The document is larger than {{max}}, the most a document may be.",
  error_ai_document_url_failed: "The URL could not be fetched: its server did not answer, or answered with an error.",
  error_ai_document_url_type: "The URL's answer is not text, Markdown, HTML, PDF or Word.",
  error_ai_document_source_missing: "The uploaded file was lost before it was read: upload it again.",

  // ---- Notifications (docs/product.md#notifications, #notification-messages) ----------------------------------------------------------------
  labels_notifications: "Notifications",
  labels_clear_all: "Clear all",
  labels_no_notifications: "No notifications",
  labels_download: "Download",
  error_notification_mark_read: "Failed to mark notification as read",
  error_notification_delete: "Failed to delete notification.",
  error_notification_clear_all: "Failed to remove all notifications.",
  error_download_file: "Error downloading the file.",
  error_server_not_available: "Server not available, giving up.",

  // ---- Confirmations (docs/product.md#catalogue-warnings "Many delete and leave confirmations") ------------------------------
  confirm_delete_title: "Delete {{name}}?",
  confirm_delete_message: "This cannot be undone.",
  confirm_leave_title: "Leave this page?",
  confirm_leave_message: "Your changes will be lost.",

  // ---- Buying phone numbers (issue 16 item 1; the spec names the flow, not its texts) -----------
  error_phone_number_unavailable: "This number is no longer available. Remove it and choose another one.",
  error_phone_number_not_offered: "The provider does not offer this number.",
  error_phone_number_other_region:
    "This number is served from another region than the one chosen. Choose a number of that region.",
  error_phone_cart_empty: "Your cart is empty.",
  warning_phone_cart_full: "Your cart is full. Check out or remove a number first.",
  labels_phone_order_completed: "Phone number order completed",
  success_phone_added_to_cart: "Number added to your cart",
  success_phone_removed_from_cart: "Number removed from your cart",
  success_phone_order_placed: "Order placed: your numbers are being set up",
  // ---- Routing rules and groups (issue 17 item 1; the spec names the fields, not their texts) ----
  validation_routing_name: "Name is 3 to 32 letters, digits, spaces, underscores or hyphens",
  validation_routing_priority: "Priority must be a whole number from 1 to 999",
  validation_routing_pattern:
    "A pattern is digits with X (any digit), Z (1-9) or N (2-9), an optional leading + and an optional trailing * (any further digits), at most 32 characters",
  validation_routing_pattern_required: "A condition needs a pattern or customized numbers",
  validation_routing_entity: "Choose one of your account's entities of this type",
  validation_routing_origin_type: "A bot is an origin of transfers only",
  validation_routing_alternatives_max: "At most {{max}} alternative destinations are allowed",
  validation_routing_alternative_duplicate: "This destination is already chosen",
  validation_routing_customized_numbers_max: "At most {{max}} customized numbers are allowed",
  validation_routing_group: "Choose one of the account's routing groups",
  validation_account_choice: "Choose an account",
  warning_max_routing_groups_reached: "This account has reached the maximum number of routing groups.",
  success_routing_rule_created: "Routing rule created",
  success_routing_rule_updated: "Routing rule updated",
  success_routing_rule_deleted: "Routing rule deleted",
  success_routing_group_created: "Routing group created",
  success_routing_group_updated: "Routing group updated",
  success_routing_group_deleted: "Routing group deleted",
  // ---- Alarms and thresholds (issue 17; the spec names the screens, not their texts) ----------
  validation_alarm_threshold_name: "Threshold name is required, at most 40 characters",
  validation_alarm_threshold_value: "Enter a value within the metric's range",
  validation_alarm_threshold_source:
    "Choose the whole account or one of your bots, numbers, SIP connections or Teams connections",
  warning_max_alarm_thresholds_reached: "You have reached the maximum number of alarm thresholds.",
  success_alarm_threshold_created: "Alarm threshold created",
  success_alarm_threshold_updated: "Alarm threshold updated",
  success_alarm_threshold_deleted: "Alarm threshold deleted",
  success_alarm_deleted: "Alarm deleted",
  validation_file_too_large: "The file is too large",
  // ---- Campaigns (issue 17 item 2; the spec names none of these texts) --------------------------
  validation_campaign_name: "Name is required, at most 40 characters",
  validation_campaign_bot: "Choose one of your bots",
  validation_campaign_caller_number: "Choose one of your active phone numbers",
  validation_campaign_time: "Enter a time of day such as 09:00",
  validation_campaign_window_order: "The window must end at another time than it starts",
  validation_campaign_days: "Choose at least one day",
  validation_campaign_time_zone: "Choose a time zone",
  validation_campaign_calls_per_second: "Calls per second must be between 1 and 20",
  validation_campaign_concurrency: "Concurrent calls must be between 0 and 300",
  validation_campaign_retries: "Retries must be between 0 and 5",
  validation_campaign_retry_delay: "The retry delay must be between 1 and 1440 minutes",
  validation_campaign_contacts_size: "The contact list may be at most 512 KB",
  validation_campaign_contacts_csv: "The contact list is not a readable CSV file",
  validation_campaign_contacts_too_many: "The contact list may hold at most 10,000 rows",
  validation_campaign_contacts_none: "The contact list holds no valid phone number",
  campaign_contact_empty: "No phone number",
  campaign_contact_invalid: "Not a phone number in E.164 form (such as +442079460000)",
  campaign_contact_duplicate: "Duplicate of line {{firstLine}}",
  warning_max_campaigns_reached: "You have reached the maximum number of campaigns",
  campaign_not_editable: "Only a draft campaign can be edited",
  campaign_transition_refused: "The campaign cannot do this in its current state; it may have changed meanwhile",
  campaign_no_contacts: "Upload a contact list before starting the campaign",
  campaign_entities_missing: "The campaign's bot or caller number is no longer available",
  campaign_delete_active: "Cancel the campaign before deleting it",
  campaign_progress_title: "Campaign {{name}}",
  campaign_progress_message:
    "{{placed}} calls placed, {{answered}} answered, {{failed}} failed, {{remaining}} remaining",
  campaign_completed_title: "Campaign {{name}} completed",
  success_campaign_created: "Campaign created",
  success_campaign_updated: "Campaign updated",
  success_campaign_deleted: "Campaign deleted",
  success_campaign_start: "Campaign started: its progress is in the notifications",
  success_campaign_pause: "Campaign paused",
  success_campaign_resume: "Campaign resumed",
  success_campaign_cancel: "Campaign cancelled",
  // The launch wizards (issue 18).
  validation_wizard_sip_type:
    "This step of the wizard needs a connection of the type it names (a contact center or a SIP trunk).",
  success_wizard_connected: "Connected: the wizard created the routing rule, highlighted below.",
  success_wizard_done: "The wizard is done.",
  info_wizard_canceled: "Wizard cancelled. What it created stays in your account.",
  info_wizard_discarded: "Wizard discarded. What it created stays in your account.",
  // Buying in the bot-to-number wizard (issue 30): the numbers of the wizard's region only, each confirmed first.
  error_wizard_number_unavailable: "This number is no longer available. Choose another one.",
  // ---- My account, support plans, account life (issue 19; docs/product.md#support-plans, #entities, #account-status, #validation) -------------------
  validation_phone_invalid: "Enter a phone number: digits, with an optional leading + and spaces, dots or dashes",
  validation_password_mismatch: "The passwords do not match",
  validation_current_password_wrong: "The current password is not correct",
  validation_password_unchanged: "The new password must differ from the current one",
  validation_alarm_emails_required: "Add at least one e-mail address to forward alarms to",
  validation_alarm_emails_invalid: "Enter e-mail addresses separated by commas, spaces or new lines",
  validation_alarm_emails_max: "At most {{max}} e-mail addresses",
  validation_call_duration_over_admin_max:
    "At most the maximum call duration support set for this account ({{max}} minutes)",
  validation_support_plan_unchanged: "This is already your support plan",
  validation_support_plan_pending: "A support plan change is already being processed",
  validation_upgrade_not_trial: "Only a trial account can be upgraded",
  validation_switch_account: "You are not a member of this account",
  validation_email_taken: "An account with this e-mail already exists",
  success_user_updated: "Your details were saved",
  success_password_changed: "Your password was changed. Use the new one when you sign in next time.",
  success_account_updated: "The account was saved",
  success_account_preferences_updated: "The account settings were saved",
  success_secret_refreshed: "A new API secret was created. The previous one keeps working for one more hour.",
  success_plan_upgraded: "Your account is now on the Essential plan",
  success_support_request_sent: "Your message was sent to support",
  success_support_plan_requested: "Your support plan change is being processed",
  success_account_switched: "You are now working in {{account}}",
  success_trial_extended: "The trial of {{account}} was extended by {{days}} days: it now ends on {{date}}",
  success_test_call_placed: "Test call placed: here it is in the call history",
  warning_test_call_number_not_active: "Only an active number can take a test call",
  warning_test_call_no_destination:
    "Nothing answers this number yet: give it a bot, or a routing rule that takes its calls",
  success_account_created: "Your new account was created: you are now working in it",
  validation_accounts_per_user_max: "You belong to as many accounts as a user may; ask support to remove one first",
  labels_support_plan_processed_title: "Support plan changed",
  labels_support_plan_processed_message: "Your support plan is now {{plan}}. Contract number: {{contract}}.",
  labels_support_plan_cancelled_message:
    "Your {{plan}} support plan ends on {{date}}; from then on you have the Basic plan.",
  labels_support_plan_cancellation_effective:
    "Your support plan changes to Basic on {{date}} (a cancellation takes effect next month).",
  labels_support_plan_pending:
    "Your change to {{plan}} is being processed. The contract number appears when it is done.",
  labels_trial_days_left_one: "Your trial ends in {{count}} day. Upgrade to the Essential plan to keep every feature.",
  labels_trial_days_left_other:
    "Your trial ends in {{count}} days. Upgrade to the Essential plan to keep every feature.",
  labels_trial_ended: "Your trial has ended. Upgrade to the Essential plan to continue.",
  warning_account_locked: "Your account is locked: it used 100 percent of its monthly credit. Please contact support.",
  labels_add_credit: "Add credit",
  labels_contact_support: "Contact support",
  labels_previous_secret_valid_until: "The previous secret keeps working until {{time}}.",
  // Password reset (issue 19; docs/product.md#endpoint-names requestpasswordreset, resetpassword).
  validation_reset_link_invalid: "This password-reset link has expired or was already used. Ask for a new one.",
  error_password_reset_rate_limited_one: "Too many password-reset requests. Try again in {{count}} minute.",
  error_password_reset_rate_limited_other: "Too many password-reset requests. Try again in {{count}} minutes.",
  success_password_reset_requested:
    "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for one hour.",
  success_password_reset: "Your password was changed. Sign in with the new one.",

  // ---- AI tools (docs/features/ai-framework.md#tools) ------------------------------------------------------------
  success_ai_tool_created: "Tool created",
  success_ai_tool_updated: "Tool updated",
  success_ai_tool_deleted: "Tool deleted",
  warning_max_ai_tools_reached: "You have reached the maximum number of tools.",
  warning_ai_tool_built_in: "A pre-defined tool cannot be changed or deleted.",
  validation_ai_tool_name: "Letters, digits, _ and -, up to 64 characters (the name a model calls the tool by)",
  validation_ai_tool_parameter_name:
    "A parameter name is letters, digits and _, starting with a letter or _, up to 64 characters",
  validation_ai_tool_duplicate_parameter: "Each parameter name can be used only once",
  validation_ai_tool_max_parameters: "At most {{max}} parameters are allowed",
  validation_ai_tool_schema_type:
    'The schema must describe an object: {"type": "object", "properties": {…}} with the parameters under "properties"',
  validation_ai_tool_schema_invalid: "This JSON Schema does not compile: {{detail}}",
  validation_ai_tool_header_name:
    "A header name is letters, digits and -, and not one the platform sets itself (Host, Content-Length, Connection…)",
  validation_ai_tool_header_value: "A header value is at most {{max}} characters, on one line",
  validation_ai_tool_duplicate_header: "Each header can be given only once",
  validation_ai_tool_max_headers: "At most {{max}} headers are allowed",
  validation_ai_tool_timeout: "The timeout must be between {{min}} and {{max}} seconds",
  validation_ai_tool_answer_path: "A path of names and [index]es, such as data.items[0].name",
  validation_ai_tool_placeholder:
    "{{name}} names no parameter: a placeholder in braces is one of the parameters' names",
  validation_ai_tool_body_not_sent:
    "A GET or DELETE request sends the arguments in the URL's query: leave the body template empty",
  validation_ai_tool_url_or_mock: "Give the URL the tool calls, or a mock answer to answer instead",
  validation_ai_tool_arguments: 'The arguments must be a JSON object, like {"city": "Paris"}',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;

/** The base key of a plural pair (`x` for `x_one`/`x_other`): what code refers to, with a `count`. */
type PluralBase<K> = K extends `${infer B}_other` ? B : never;
export type PluralMessageKey = PluralBase<MessageKey>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
let pluralBasesOnce: string[] | undefined;
const pluralBases = () =>
  (pluralBasesOnce ??= Object.keys(MESSAGES).flatMap((k) =>
    k.endsWith("_other") ? [k.replace(PLURAL_SUFFIX, "")] : [],
  ));

/**
 * Every key as a constant: `MSG.error_generic === "error_generic"`, checked by the compiler. A plural
 * pair appears once, by its base key (`MSG.error_sign_in_rate_limited`), as i18next looks it up.
 * Each constant is its own name, so MSG needs no copy of the texts: the browser bundle, which reads
 * the texts from the `messages` namespace, leaves MESSAGES out (nothing at this module's top level
 * touches it).
 */
export const MSG = new Proxy({}, { get: (_, key) => key }) as {
  readonly [K in MessageKey | PluralMessageKey]: K;
};

/** The key of the generic error toast (docs/product.md#toasts, #errors). */
export const GENERIC_ERROR = "error_generic" satisfies MessageKey;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/**
 * The English text of a key with `{{name}}` placeholders filled in; a placeholder without a value
 * stays as written. A plural pair's base key takes the form its `count` needs ("1 minute", "2
 * minutes"). An unknown key is returned as is, so a server message passes through unchanged.
 */
export function formatMessage(key: string, params: Record<string, string | number> = {}): string {
  const text: string = isMessageKey(key) ? MESSAGES[key] : (pluralText(key, params.count) ?? key);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The English form of a plural pair for `count` (as i18next picks it), or null when `key` is no pair. */
function pluralText(key: string, count: string | number | undefined): string | null {
  if (!pluralBases().includes(key) || count === undefined) return null;
  const form = `${key}_${new Intl.PluralRules("en-US").select(Number(count))}`;
  return isMessageKey(form) ? MESSAGES[form] : MESSAGES[`${key}_other` as MessageKey];
}
