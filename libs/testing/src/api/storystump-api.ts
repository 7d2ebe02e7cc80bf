// Generated from the gateway's /api/docs-json by `npm run api:types`: do not edit.
// A test fails when the document and these types differ.

export interface paths {
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password; answers a bearer token */
        post: operations["ForwardedRoutesController_identity_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["ForwardedRoutesController_identity_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every user (admin) */
        get: operations["ForwardedRoutesController_identity_listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a user an admin */
        put: operations["ForwardedRoutesController_identity_promote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/demote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take the admin role from a user */
        put: operations["ForwardedRoutesController_identity_demote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user */
        delete: operations["ForwardedRoutesController_identity_removeUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop: active products with their prices (cached, ETag) */
        get: operations["ForwardedRoutesController_catalog_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a checkout for the basket; answers where to pay */
        post: operations["ForwardedRoutesController_catalog_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's orders, newest first, a page at a time (admin) */
        get: operations["ForwardedRoutesController_orders_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in caller's own orders, newest first */
        get: operations["ForwardedRoutesController_orders_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid order in full (through Stripe in Stripe mode); the buyer is told (admin) */
        post: operations["ForwardedRoutesController_orders_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product's stock and what is still available (null: unlimited) (admin) */
        get: operations["ForwardedRoutesController_orders_stock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a product's stock: a whole number, or null for unlimited (admin) */
        put: operations["ForwardedRoutesController_orders_setStock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basestations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every base station, for the map */
        get: operations["ForwardedRoutesController_stations_list"];
        put?: never;
        /** Add a base station */
        post: operations["ForwardedRoutesController_stations_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basestations/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each station's last heartbeat and firmware (admin) */
        get: operations["ForwardedRoutesController_stations_statuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basestations/{id}/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station's health by the hour, newest first (admin) */
        get: operations["ForwardedRoutesController_stations_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basestations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a base station */
        put: operations["ForwardedRoutesController_stations_update"];
        post?: never;
        /** Delete a base station */
        delete: operations["ForwardedRoutesController_stations_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every API key, without its secret */
        get: operations["ForwardedRoutesController_apiKeys_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikeys/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a station's API key (shown once) */
        post: operations["ForwardedRoutesController_apiKeys_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikeys/revoke/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an API key at once */
        post: operations["ForwardedRoutesController_apiKeys_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikeys/assign-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign a firmware version to the station of a key */
        post: operations["ForwardedRoutesController_apiKeys_assignVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every firmware version */
        get: operations["ForwardedRoutesController_versions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a firmware version */
        delete: operations["ForwardedRoutesController_versions_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/{id}/download-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed, expiring download link of a version */
        post: operations["ForwardedRoutesController_versions_downloadLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/signing-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public key that signs firmware manifests */
        get: operations["ForwardedRoutesController_versions_signingKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The station this key belongs to */
        get: operations["ForwardedRoutesController_device_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/firmware/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The firmware the station should run next, with its signed manifest */
        get: operations["ForwardedRoutesController_device_nextFirmware"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/firmware/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an update's progress */
        post: operations["ForwardedRoutesController_device_firmwareStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The station's heartbeat */
        post: operations["ForwardedRoutesController_device_heartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A batch of characters' visits seen by the station */
        post: operations["ForwardedRoutesController_device_visits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's characters */
        get: operations["ForwardedRoutesController_characters_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every character (admin) */
        get: operations["ForwardedRoutesController_characters_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/createAsAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a character */
        post: operations["ForwardedRoutesController_characters_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/addToUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a character to a user */
        post: operations["ForwardedRoutesController_characters_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/visit/{baseStationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a visit of a character to a station */
        post: operations["ForwardedRoutesController_characters_addVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/{id}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A character's visits, newest first, a page at a time */
        get: operations["ForwardedRoutesController_characters_visits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characterTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every character type */
        get: operations["ForwardedRoutesController_characterTypes_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characterTypes/appendtype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a character type */
        post: operations["ForwardedRoutesController_characterTypes_append"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/register-interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up for news by e-mail */
        post: operations["ForwardedRoutesController_interests_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/interests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone signed up for news */
        get: operations["ForwardedRoutesController_interests_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask about a tree-stump station for a garden */
        post: operations["ForwardedRoutesController_contact_stump"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/enquire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the shop a message */
        post: operations["ForwardedRoutesController_contact_enquire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every stump and contact enquiry */
        get: operations["ForwardedRoutesController_contact_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-marketing/send-bulk-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a mailing to everyone signed up (answers at once) */
        post: operations["ForwardedRoutesController_campaigns_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-marketing/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mailings with their progress */
        get: operations["ForwardedRoutesController_campaigns_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-marketing/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One mailing's progress */
        get: operations["ForwardedRoutesController_campaigns_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-marketing/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled mailing before it starts */
        post: operations["ForwardedRoutesController_campaigns_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-marketing/send-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a draft to the signed-in admin alone */
        post: operations["ForwardedRoutesController_campaigns_sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visits summed up over a date range */
        get: operations["ForwardedRoutesController_analytics_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest raw events of a date range */
        get: operations["ForwardedRoutesController_analytics_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visitors, page views and top pages of the last five minutes (bots left out) */
        get: operations["ForwardedRoutesController_analytics_realtime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/footfall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Characters' visits to each stump over a date range, day by day */
        get: operations["ForwardedRoutesController_analytics_footfall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fleet in figures: stations by state, low batteries, running versions (admin) */
        get: operations["ForwardedRoutesController_fleet_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rollouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 50 newest rollouts, newest first, each with its first 100 stations */
        get: operations["ForwardedRoutesController_rollouts_list"];
        put?: never;
        /** Start a staged firmware rollout (phases, failure threshold); answers it with its first 2000 stations */
        post: operations["ForwardedRoutesController_rollouts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rollouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One rollout with the state of each of its stations, a page at a time */
        get: operations["ForwardedRoutesController_rollouts_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rollouts/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a running rollout: nothing more is offered until it resumes */
        post: operations["ForwardedRoutesController_rollouts_pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rollouts/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused or halted rollout */
        post: operations["ForwardedRoutesController_rollouts_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rollouts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a rollout for good; its stations are free for another */
        post: operations["ForwardedRoutesController_rollouts_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every admin change in every service, newest first (admin) */
        get: operations["ForwardedRoutesController_audit_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the caller's session (the token is refused from now on) */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["UsersController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events (signed), which settle orders */
        post: operations["CatalogController_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a firmware version (a zip and its tag) */
        post: operations["VersionsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a version through a signed link */
        get: operations["VersionsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A mail's signed unsubscribe link: a page with a button to confirm (nothing changes yet) */
        get: operations["UnsubscribeController_confirm"];
        put?: never;
        /** Unsubscribe through a signed link: its page's button, or one-click (RFC 8058) */
        post: operations["UnsubscribeController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A confirmation mail's signed link: a page with a button to confirm (nothing changes yet) */
        get: operations["ConfirmInterestController_confirm"];
        put?: never;
        /** Confirm an address through its confirmation mail's signed link: its page's button */
        post: operations["ConfirmInterestController_confirmAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-marketing/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign link: counted for the campaign (never for a person) and redirected to its address */
        get: operations["CampaignLinkController_follow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A visitor's event, queued before the answer */
        post: operations["AnalyticsController_track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A date range's events as CSV (a header row first, newest first), streamed */
        get: operations["AnalyticsExportController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gateway is up (liveness) */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gateway and every service, each with its checks */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dead-letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the services' consumers could not process and set aside, newest first (admin) */
        get: operations["DeadLettersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/tiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the maps' tiles come from, with their attribution */
        get: operations["MapTilesController_tiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HttpError: {
            /** @description What went wrong, in words a person can act on */
            message: string;
            /** @description The same, for programs: VALIDATION_FAILED, UNAUTHENTICATED, … */
            code: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    ForwardedRoutesController_identity_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A session token: send it as `Authorization: Bearer <token>` */
                        token: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_identity_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A session token: send it as `Authorization: Bearer <token>` */
                        token: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_identity_listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        displayName: string;
                        email: string;
                        /** @enum {string} */
                        role?: "admin";
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_identity_promote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        displayName: string;
                        email: string;
                        /** @enum {string} */
                        role?: "admin";
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_identity_demote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        displayName: string;
                        email: string;
                        /** @enum {string} */
                        role?: "admin";
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_identity_removeUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_catalog_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        image: string | null;
                        price: number | null;
                        prices: {
                            id: string;
                            amount: number;
                        }[];
                        priceId: string | null;
                        active: boolean;
                        available: number | null;
                    }[];
                };
            };
            /** @description Not modified: the ETag in If-None-Match is the list's own */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_catalog_checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        price: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_orders_list: {
        parameters: {
            query?: {
                /** @description Only orders in this status */
                status?: "pending" | "pending_payment" | "paid" | "refunded" | "expired";
                /** @description List at most this many orders (default 50, most 200) */
                limit?: number;
                /** @description Only orders made before this moment: the last one listed, for the next page */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @enum {string} */
                        status: "pending" | "pending_payment" | "paid" | "refunded" | "expired";
                        email: string | null;
                        /** Format: uuid */
                        userId?: string;
                        lines: {
                            productId: string | null;
                            name: string;
                            priceId: string;
                            quantity: number;
                            unitAmount: number;
                        }[];
                        total: number;
                        currency: string;
                        /** @enum {string} */
                        mode: "stripe" | "demo";
                        /** Format: date-time */
                        refundedAt?: string;
                        /** @enum {boolean} */
                        oversold?: true;
                    }[];
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_orders_mine: {
        parameters: {
            query?: {
                /** @description List at most this many orders (default 50, most 200) */
                limit?: number;
                /** @description Only orders made before this moment: the last one listed, for the next page */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @enum {string} */
                        status: "pending" | "pending_payment" | "paid" | "refunded" | "expired";
                        email: string | null;
                        /** Format: uuid */
                        userId?: string;
                        lines: {
                            productId: string | null;
                            name: string;
                            priceId: string;
                            quantity: number;
                            unitAmount: number;
                        }[];
                        total: number;
                        currency: string;
                        /** @enum {string} */
                        mode: "stripe" | "demo";
                        /** Format: date-time */
                        refundedAt?: string;
                        /** @enum {boolean} */
                        oversold?: true;
                    }[];
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_orders_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @enum {string} */
                        status: "pending" | "pending_payment" | "paid" | "refunded" | "expired";
                        email: string | null;
                        /** Format: uuid */
                        userId?: string;
                        lines: {
                            productId: string | null;
                            name: string;
                            priceId: string;
                            quantity: number;
                            unitAmount: number;
                        }[];
                        total: number;
                        currency: string;
                        /** @enum {string} */
                        mode: "stripe" | "demo";
                        /** Format: date-time */
                        refundedAt?: string;
                        /** @enum {boolean} */
                        oversold?: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_orders_stock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        stock: number | null;
                        available: number | null;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_orders_setStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stock: number | null;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        stock: number | null;
                        available: number | null;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_stations_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        base_id: string;
                        friendly_name: string;
                        latitude: number;
                        longitude: number;
                    }[];
                };
            };
            /** @description Not modified: the ETag in If-None-Match is the list's own */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_stations_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_id: string;
                    friendly_name: string;
                    latitude: number | string;
                    longitude: number | string;
                    updateWindow?: {
                        start: string;
                        end: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        base_id: string;
                        friendly_name: string;
                        latitude: number;
                        longitude: number;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_stations_statuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        baseStationId: string;
                        base_id: string;
                        friendly_name: string;
                        latitude: number;
                        longitude: number;
                        /** @enum {string} */
                        state: "online" | "silent" | "never";
                        /** Format: date-time */
                        lastSeenAt: string | null;
                        /** Format: date-time */
                        lastContactAt: string | null;
                        runningVersion: string | null;
                        uptimeSeconds: number | null;
                        firmwareStatus: {
                            status: string;
                            tag: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                        health: {
                            /** Format: date-time */
                            at: string;
                            batteryPercent: number | null;
                            temperatureC: number | null;
                            signalDbm: number | null;
                            freeStorageMb: number | null;
                            storiesPlayed: number | null;
                        } | null;
                        updateWindow: {
                            start: string;
                            end: string;
                        } | null;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_stations_health: {
        parameters: {
            query?: {
                /** @description The last this many hours (default 48, at most 720) */
                hours?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        hour: string;
                        samples: number;
                        batteryMin: number | null;
                        batteryAvg: number | null;
                        temperatureAvg: number | null;
                        signalAvg: number | null;
                        freeStorageMin: number | null;
                        storiesPlayed: number;
                    }[];
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_stations_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_id: string;
                    friendly_name: string;
                    latitude: number | string;
                    longitude: number | string;
                    updateWindow?: {
                        start: string;
                        end: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        base_id: string;
                        friendly_name: string;
                        latitude: number;
                        longitude: number;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_stations_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_apiKeys_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        prefix: string;
                        baseStation: {
                            /** Format: uuid */
                            _id: string;
                            base_id: string;
                        } | null;
                        assignedVersion: {
                            /** Format: uuid */
                            _id: string;
                            tag: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        revoked: boolean;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_apiKeys_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    baseStationId: string;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        apiKey: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_apiKeys_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        prefix: string;
                        baseStation: {
                            /** Format: uuid */
                            _id: string;
                            base_id: string;
                        } | null;
                        assignedVersion: {
                            /** Format: uuid */
                            _id: string;
                            tag: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        revoked: boolean;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_apiKeys_assignVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    apiKeyId: string;
                    /** Format: uuid */
                    versionId: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        prefix: string;
                        baseStation: {
                            /** Format: uuid */
                            _id: string;
                            base_id: string;
                        } | null;
                        assignedVersion: {
                            /** Format: uuid */
                            _id: string;
                            tag: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        revoked: boolean;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_versions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        tag: string;
                        /** Format: date-time */
                        uploadedAt: string;
                        size: number;
                        sha256: string;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_versions_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_versions_downloadLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_versions_signingKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        alg: "Ed25519";
                        publicKeyPem: string;
                        manifestFormat: string;
                    };
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_device_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        baseStation: {
                            /** Format: uuid */
                            _id: string;
                            base_id: string;
                            friendly_name: string;
                            latitude: number;
                            longitude: number;
                        };
                        assignedVersion: {
                            /** Format: uuid */
                            _id: string;
                            tag: string;
                            size: number;
                            sha256: string;
                        } | null;
                    };
                };
            };
            /** @description No stump's key, or a key that is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_device_nextFirmware: {
        parameters: {
            query?: {
                /** @description The tag the stump runs now */
                current?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tag: string;
                        size: number;
                        sha256: string;
                        signature: string;
                        url: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Nothing to send back (with Retry-After when it is worth asking later) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description No stump's key, or a key that is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_device_firmwareStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "downloading" | "installing" | "success" | "failure";
                    tag: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        recorded: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description No stump's key, or a key that is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_device_heartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batteryPercent?: number;
                    temperatureC?: number;
                    signalDbm?: number;
                    freeStorageMb?: number;
                    storiesPlayed?: number;
                    runningVersion: string;
                    uptimeSeconds: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        recorded: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description No stump's key, or a key that is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_device_visits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    visits: unknown[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recorded: number;
                        duplicates: number;
                        rejected: number;
                        results: ({
                            index: number;
                            eventId: string;
                            /** @enum {string} */
                            status: "recorded" | "duplicate";
                            /** Format: uuid */
                            visitId: string;
                            characterType: string;
                        } | {
                            index: number;
                            eventId: string | null;
                            /** @enum {string} */
                            status: "rejected";
                            error: {
                                code: string;
                                message: string;
                            };
                        })[];
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description No stump's key, or a key that is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_characters_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        name: string;
                        serialNumber: string;
                        characterType: string;
                        owner: {
                            /** Format: uuid */
                            _id: string;
                            displayName: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_characters_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        name: string;
                        serialNumber: string;
                        characterType: string;
                        owner: {
                            /** Format: uuid */
                            _id: string;
                            displayName: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_characters_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    encryptedCharacterType: string;
                    serialNumber: string;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        name: string;
                        serialNumber: string;
                        characterType: string;
                        owner: {
                            /** Format: uuid */
                            _id: string;
                            displayName: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_characters_assign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serialNumber: string;
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        name: string;
                        serialNumber: string;
                        characterType: string;
                        owner: {
                            /** Format: uuid */
                            _id: string;
                            displayName: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_characters_addVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                baseStationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serialNumber: string;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        baseStation: {
                            /** Format: uuid */
                            _id: string;
                            base_id: string;
                            name: string;
                            currentName: string | null;
                            removed: boolean;
                        };
                        /** Format: date-time */
                        visitDate: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_characters_visits: {
        parameters: {
            query?: {
                /** @description Visits in this page (default 100, at most 500) */
                limit?: number;
                /** @description Only visits older than this: the _id of the previous page's last visit, or a date and time */
                before?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        baseStation: {
                            /** Format: uuid */
                            _id: string;
                            base_id: string;
                            name: string;
                            currentName: string | null;
                            removed: boolean;
                        };
                        /** Format: date-time */
                        visitDate: string;
                    }[];
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_characterTypes_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        characterEncryptedType: string;
                        characterType: string;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_characterTypes_append: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    characterEncryptedType: string;
                    characterType: string;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        characterEncryptedType: string;
                        characterType: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_interests_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        registered: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_interests_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        email: string;
                        /** @enum {string} */
                        state: "pending" | "confirmed" | "unsubscribed" | "suppressed";
                        /** Format: date-time */
                        registeredAt: string;
                        /** Format: date-time */
                        confirmedAt: string | null;
                        /** Format: date-time */
                        unsubscribedAt: string | null;
                        /** Format: date-time */
                        suppressedAt: string | null;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_contact_stump: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    addressLine1: string;
                    addressLine2?: string;
                    city: string;
                    state: string;
                    postalCode: string;
                    country: string;
                    shortDescription: string;
                    treeStumpLocation?: string;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** Format: uuid */
                        _id: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_contact_enquire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** Format: uuid */
                        _id: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_contact_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** @enum {string} */
                        kind: "stump" | "contact";
                        email: string;
                        fields: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        mailedAt: string | null;
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_campaigns_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    /** @default  */
                    htmlContent?: string;
                    /** Format: date-time */
                    sendAt?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        subject: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        sendAt: string;
                        /** @enum {string} */
                        status: "scheduled" | "preparing" | "sending" | "paused" | "done" | "cancelled";
                        total: number;
                        queued: number;
                        sent: number;
                        failed: number;
                        unsubscribed: number;
                        links: {
                            url: string;
                            clicks: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_campaigns_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        subject: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        sendAt: string;
                        /** @enum {string} */
                        status: "scheduled" | "preparing" | "sending" | "paused" | "done" | "cancelled";
                        total: number;
                        queued: number;
                        sent: number;
                        failed: number;
                        unsubscribed: number;
                        links: {
                            url: string;
                            clicks: number;
                        }[];
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_campaigns_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        subject: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        sendAt: string;
                        /** @enum {string} */
                        status: "scheduled" | "preparing" | "sending" | "paused" | "done" | "cancelled";
                        total: number;
                        queued: number;
                        sent: number;
                        failed: number;
                        unsubscribed: number;
                        links: {
                            url: string;
                            clicks: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_campaigns_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        subject: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        sendAt: string;
                        /** @enum {string} */
                        status: "scheduled" | "preparing" | "sending" | "paused" | "done" | "cancelled";
                        total: number;
                        queued: number;
                        sent: number;
                        failed: number;
                        unsubscribed: number;
                        links: {
                            url: string;
                            clicks: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_campaigns_sendTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    /** @default  */
                    htmlContent?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sentTo: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_analytics_summary: {
        parameters: {
            query?: {
                /** @description A day (YYYY-MM-DD, UTC); the range includes both ends */
                startDate?: string;
                /** @description A day (YYYY-MM-DD, UTC); the range includes both ends */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            pageViews: number;
                            uniqueVisitors: number;
                            bounceRate: number;
                            avgSessionDuration: number;
                            pagesPerSession: number;
                            deviceStats: {
                                _id: string;
                                count: number;
                            }[];
                            trafficSources: {
                                _id: string;
                                count: number;
                            }[];
                            locationStats: {
                                _id: string;
                                count: number;
                            }[];
                            topPages: {
                                _id: string;
                                totalViews: number;
                                uniqueViews: number;
                                exitRate: number;
                            }[];
                            dailyPageViews: {
                                _id: string;
                                count: number;
                            }[];
                            bots: number;
                            campaigns: {
                                _id: string;
                                count: number;
                            }[];
                            previous: {
                                pageViews: number;
                                uniqueVisitors: number;
                                bounceRate: number;
                                avgSessionDuration: number;
                                pagesPerSession: number;
                                bots: number;
                                startDate: string;
                                endDate: string;
                            };
                        };
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_analytics_events: {
        parameters: {
            query?: {
                /** @description A day (YYYY-MM-DD, UTC); the range includes both ends */
                startDate?: string;
                /** @description A day (YYYY-MM-DD, UTC); the range includes both ends */
                endDate?: string;
                /** @description Newest events first, at most this many (default and most 1000) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            /** Format: date-time */
                            receivedAt: string;
                            sessionId: string;
                            type: string;
                            page: string | null;
                            url: string | null;
                            deviceCategory: string | null;
                            trafficSource: string | null;
                            country: string | null;
                            error: string | null;
                            event: string | null;
                            interaction: (string | null) | {
                                elementType?: string;
                                text?: string;
                                href?: string;
                            };
                            isExit: boolean;
                            /** @default null */
                            utmCampaign: string | null;
                            /** @default false */
                            isBot: boolean;
                            /** Format: uuid */
                            _id: string;
                            /** Format: date-time */
                            timestamp: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_analytics_realtime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visitors: number;
                        pageViews: number;
                        topPages: {
                            _id: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_analytics_footfall: {
        parameters: {
            query?: {
                /** @description A day (YYYY-MM-DD, UTC); the range includes both ends */
                startDate?: string;
                /** @description A day (YYYY-MM-DD, UTC); the range includes both ends */
                endDate?: string;
                /** @description The most visited stations, at most this many (default 50, most 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        baseStationId: string;
                        base_id: string;
                        name: string;
                        visits: number;
                        days: {
                            _id: string;
                            count: number;
                        }[];
                    }[];
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_fleet_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stations: number;
                        online: number;
                        silent: number;
                        never: number;
                        lowBattery: number;
                        versions: {
                            tag: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_rollouts_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: uuid */
                        versionId: string;
                        tag: string;
                        /** @enum {string} */
                        status: "running" | "paused" | "halted" | "completed" | "cancelled";
                        phase: number;
                        phases: number[];
                        failureThreshold: number;
                        minSample: number;
                        counts: {
                            pending: number;
                            downloading: number;
                            installing: number;
                            success: number;
                            failure: number;
                        };
                        haltReason?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        target: number;
                        stations: {
                            /** Format: uuid */
                            baseStationId: string;
                            base_id: string;
                            phase: number;
                            /** @enum {string} */
                            state: "pending" | "downloading" | "installing" | "success" | "failure";
                        }[];
                    }[];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_rollouts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    versionId: string;
                    stationIds?: string[];
                    phases?: number[];
                    failureThreshold?: number;
                    minSample?: number;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: uuid */
                        versionId: string;
                        tag: string;
                        /** @enum {string} */
                        status: "running" | "paused" | "halted" | "completed" | "cancelled";
                        phase: number;
                        phases: number[];
                        failureThreshold: number;
                        minSample: number;
                        counts: {
                            pending: number;
                            downloading: number;
                            installing: number;
                            success: number;
                            failure: number;
                        };
                        haltReason?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        target: number;
                        stations: {
                            /** Format: uuid */
                            baseStationId: string;
                            base_id: string;
                            phase: number;
                            /** @enum {string} */
                            state: "pending" | "downloading" | "installing" | "success" | "failure";
                        }[];
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_rollouts_get: {
        parameters: {
            query?: {
                /** @description Skip this many of the rollout's stations, in its order (default 0) */
                stationsOffset?: number;
                /** @description List at most this many stations (default and most 2000) */
                stationsLimit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: uuid */
                        versionId: string;
                        tag: string;
                        /** @enum {string} */
                        status: "running" | "paused" | "halted" | "completed" | "cancelled";
                        phase: number;
                        phases: number[];
                        failureThreshold: number;
                        minSample: number;
                        counts: {
                            pending: number;
                            downloading: number;
                            installing: number;
                            success: number;
                            failure: number;
                        };
                        haltReason?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        target: number;
                        stations: {
                            /** Format: uuid */
                            baseStationId: string;
                            base_id: string;
                            phase: number;
                            /** @enum {string} */
                            state: "pending" | "downloading" | "installing" | "success" | "failure";
                        }[];
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_rollouts_pause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: uuid */
                        versionId: string;
                        tag: string;
                        /** @enum {string} */
                        status: "running" | "paused" | "halted" | "completed" | "cancelled";
                        phase: number;
                        phases: number[];
                        failureThreshold: number;
                        minSample: number;
                        counts: {
                            pending: number;
                            downloading: number;
                            installing: number;
                            success: number;
                            failure: number;
                        };
                        haltReason?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_rollouts_resume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: uuid */
                        versionId: string;
                        tag: string;
                        /** @enum {string} */
                        status: "running" | "paused" | "halted" | "completed" | "cancelled";
                        phase: number;
                        phases: number[];
                        failureThreshold: number;
                        minSample: number;
                        counts: {
                            pending: number;
                            downloading: number;
                            installing: number;
                            success: number;
                            failure: number;
                        };
                        haltReason?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_rollouts_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: uuid */
                        versionId: string;
                        tag: string;
                        /** @enum {string} */
                        status: "running" | "paused" | "halted" | "completed" | "cancelled";
                        phase: number;
                        phases: number[];
                        failureThreshold: number;
                        minSample: number;
                        counts: {
                            pending: number;
                            downloading: number;
                            installing: number;
                            success: number;
                            failure: number;
                        };
                        haltReason?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ForwardedRoutesController_audit_list: {
        parameters: {
            query?: {
                /** @description At most this many (default 50, at most 200) */
                limit?: number;
                /** @description Only changes made before this moment (the `at` of the last one seen), for the next page */
                before?: string;
                /** @description Only this admin's changes (a user id) */
                actor?: string;
                /** @description Only changes to this type of thing */
                type?: "station" | "apikey" | "version" | "rollout" | "user" | "character" | "characterType" | "visit" | "campaign" | "order" | "product";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        /** Format: date-time */
                        at: string;
                        actor: {
                            /** Format: uuid */
                            _id: string;
                            email: string;
                        };
                        action: string;
                        target: {
                            /** @enum {string} */
                            type: "station" | "apikey" | "version" | "rollout" | "user" | "character" | "characterType" | "visit" | "campaign" | "order" | "product";
                            id: string;
                        };
                        summary: string;
                    }[];
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out: this token is refused from now on */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    UsersController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        displayName: string;
                        email: string;
                        /** @enum {string} */
                        role?: "admin";
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    CatalogController_webhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Stripe's signature of the exact body */
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event, as Stripe sends it */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    VersionsController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    tag: string;
                    /** Format: binary */
                    versionZip: string;
                };
            };
        };
        responses: {
            /** @description Made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        tag: string;
                        /** Format: date-time */
                        uploadedAt: string;
                        size: number;
                        sha256: string;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    VersionsController_download: {
        parameters: {
            query: {
                /** @description From the signed link */
                signature: string;
                /** @description From the signed link */
                expires: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The part the Range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Not modified: the ETag in If-None-Match is this version */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description The Range is outside the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    UnsubscribeController_confirm: {
        parameters: {
            query: {
                id: string;
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page asking to confirm with a button; nothing changes yet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    UnsubscribeController_unsubscribe: {
        parameters: {
            query: {
                id: string;
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page saying the address is unsubscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ConfirmInterestController_confirm: {
        parameters: {
            query: {
                id: string;
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page asking to confirm with a button; nothing changes yet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    ConfirmInterestController_confirmAddress: {
        parameters: {
            query: {
                id: string;
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page saying the address is confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    CampaignLinkController_follow: {
        parameters: {
            query: {
                campaign: string;
                link: number;
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent on to the address of the link (Location) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    AnalyticsController_track: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: string;
                    sessionId: string;
                    timestamp?: string | number;
                    page?: string;
                    url?: string;
                    deviceCategory?: string;
                    trafficSource?: string;
                    error?: string;
                    event?: string;
                    interaction?: string | {
                        elementType?: string;
                        text?: string;
                        href?: string;
                    };
                    isExit?: boolean;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Safely queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                    };
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Too many requests: wait as long as Retry-After says */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    AnalyticsExportController_export: {
        parameters: {
            query?: {
                /** @description A day (YYYY-MM-DD, UTC); the range includes both ends */
                startDate?: string;
                /** @description A day (YYYY-MM-DD, UTC); the range includes both ends */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events as CSV, a header row first, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every service answers healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        gateway: "ok";
                        services: {
                            [key: string]: {
                                service: string;
                                /** @enum {string} */
                                status: "ok" | "down";
                                checks: {
                                    [key: string]: "ok" | "down";
                                };
                            };
                        };
                    };
                };
            };
            /** @description Some service is down: each one's state */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        gateway: "ok";
                        services: {
                            [key: string]: {
                                service: string;
                                /** @enum {string} */
                                status: "ok" | "down";
                                checks: {
                                    [key: string]: "ok" | "down";
                                };
                            };
                        };
                    };
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    DeadLettersController_list: {
        parameters: {
            query?: {
                /** @description At most this many (default 100, at most 500); fewer when more would not fit in one reply */
                limit?: number;
                /** @description Where the page starts: given in the `Link` header (rel="next") of the page before, which is absent on the last page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        service: string;
                        consumer: string;
                        subject: string;
                        eventId: string;
                        reason: string;
                        attempts: number;
                        /** Format: date-time */
                        parkedAt: string;
                        payload: unknown;
                    }[];
                };
            };
            /** @description The input is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Signed in, but not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
    MapTilesController_tiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string | null;
                        attribution: string;
                    };
                };
            };
            /** @description Any other refusal or failure (404, 409, 413, 503, …), with what went wrong */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HttpError"];
                };
            };
        };
    };
}
