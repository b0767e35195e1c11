/**
 * WordPress 6.1 from Debian 12's packages, the peer bench:peers measures the site against, set up
 * the Debian way and served on 127.0.0.1 only:
 *
 * - the packages (wordpress, its default theme twentytwentythree, php-fpm, php-mysql) installed
 *   with apt-get when they are missing, without their recommendations (no Apache);
 * - its database and a user of its own on the machine's MariaDB (127.0.0.1:3306, root without a
 *   password), dropped and created again at every start;
 * - /etc/wordpress/config-127.0.0.1.php, the file Debian's wp-config.php reads for the host
 *   127.0.0.1 (rewritten at every start, with a new database password and new salts);
 * - Debian's php-fpm (a static pool of its own, `children` workers, Debian's php.ini with its
 *   OPcache) and Debian's nginx (the package's example site: /usr/share/wordpress, wp-content
 *   from /var/lib/wordpress), each in its own process group with its files in `dir`;
 * - WordPress' installer (POST wp-admin/install.php?step=2) and `posts` posts inserted with SQL,
 *   their titles and text made of the words of the site's video catalogue (bench/datasets.mjs).
 *
 * No page cache: WordPress has none until a plugin adds one, and none is added.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueWords } from "./datasets.mjs";
import { stopProcess, waitFor } from "./lib.mjs";

const HOST = "127.0.0.1";
const MARIADB = { host: "127.0.0.1", port: "3306", user: "root" };
const PACKAGES = ["wordpress", "wordpress-theme-twentytwentythree", "php-fpm", "php-mysql"];
const WORDPRESS_DIR = "/usr/share/wordpress";
const CONTENT_DIR = "/var/lib/wordpress/wp-content";
const CONFIG_FILE = `/etc/wordpress/config-${HOST}.php`;

/** Debian's php-fpm binary (php-fpm8.2 on Debian 12), or undefined. */
function phpFpmBinary() {
  const name = readdirSync("/usr/sbin").find((file) => /^php-fpm\d+\.\d+$/.test(file));
  return name && path.join("/usr/sbin", name);
}

/** Installs the Debian packages when WordPress or php-fpm is missing (as scripts/stack.mts installs nginx). */
function ensurePackages(log) {
  if (existsSync(path.join(WORDPRESS_DIR, "wp-settings.php")) && phpFpmBinary() && existsSync("/usr/sbin/nginx")) return;
  log(`installing Debian's ${PACKAGES.join(", ")} and nginx (apt-get)`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const must = (...args) => {
    const [command, ...rest] = [...sudo, "env", "DEBIAN_FRONTEND=noninteractive", ...args];
    if (spawnSync(command, rest, { stdio: "inherit" }).status !== 0) throw new Error(`${args.join(" ")} failed.`);
  };
  must("apt-get", "update", "-qq");
  must("apt-get", "install", "-y", "-qq", "--no-install-recommends", "-o", "DPkg::Lock::Timeout=600", ...PACKAGES, "nginx");
  // Where the packages start their own services (systemd), this bench runs its own.
  for (const service of ["nginx", path.basename(phpFpmBinary() ?? "php-fpm").replace(/^php-fpm(.*)$/, "php$1-fpm")]) {
    const [command, ...rest] = [...sudo, "service", service, "stop"];
    spawnSync(command, rest, { stdio: "ignore" });
  }
  if (!phpFpmBinary() || !existsSync(path.join(WORDPRESS_DIR, "wp-settings.php")))
    throw new Error("apt-get did not install WordPress and php-fpm.");
}

/** Runs `sql` with the mariadb client as root over TCP (in `database` when given); answers its tab-separated output. */
function mariadb(sql, database) {
  const args = [
    "-h",
    MARIADB.host,
    "-P",
    MARIADB.port,
    "-u",
    MARIADB.user,
    "--batch",
    "--skip-column-names",
    ...(database ? [database] : []),
  ];
  const result = spawnSync("mariadb", args, { input: sql, encoding: "utf8", maxBuffer: 16 * 2 ** 20 });
  if (result.status !== 0) throw new Error(`mariadb failed: ${result.stderr || result.error}`);
  return result.stdout;
}

/** A MariaDB string literal. */
const literal = (text) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
/** SQL that picks one of `list` by a random number of its own (RAND(`seed`) per row). */
const pick = (list, seed) => `ELT(1 + FLOOR(RAND(${seed}) * ${list.length}), ${list.map(literal).join(", ")})`;

/** Debian's per-host configuration: the database, the salts, the content folder. */
function writeConfig({ database, user, password }) {
  const salts = [
    "AUTH_KEY",
    "SECURE_AUTH_KEY",
    "LOGGED_IN_KEY",
    "NONCE_KEY",
    "AUTH_SALT",
    "SECURE_AUTH_SALT",
    "LOGGED_IN_SALT",
    "NONCE_SALT",
  ];
  const config = `<?php
/* Written by bench/wordpress.mjs (npm run bench:peers) at every start: its throw-away WordPress. */
define('DB_NAME', '${database}');
define('DB_USER', '${user}');
define('DB_PASSWORD', '${password}');
define('DB_HOST', '${MARIADB.host}:${MARIADB.port}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${salts.map((name) => `define('${name}', '${randomBytes(32).toString("hex")}');`).join("\n")}
$table_prefix = 'wp_';
define('WP_DEBUG', false);
define('WP_CONTENT_DIR', '${CONTENT_DIR}');
`;
  mkdirSync(path.dirname(CONFIG_FILE), { recursive: true });
  writeFileSync(CONFIG_FILE, config, { mode: 0o640 });
  chmodSync(CONFIG_FILE, 0o640);
  if (process.getuid?.() === 0) spawnSync("chgrp", ["www-data", CONFIG_FILE]);
}

/** The php-fpm configuration: one static pool of `children` workers on a socket in `dir`, Debian's php.ini. */
function phpFpmConfig(dir, children) {
  const asRoot = process.getuid?.() === 0;
  return `; Written by bench/wordpress.mjs at every start.
[global]
pid = ${path.join(dir, "php-fpm.pid")}
error_log = ${path.join(dir, "php-fpm.log")}
daemonize = no

[wordpress]
${asRoot ? "user = www-data\ngroup = www-data\n" : ""}listen = ${path.join(dir, "php-fpm.sock")}
listen.backlog = 511
pm = static
pm.max_children = ${children}
catch_workers_output = yes
`;
}

/** nginx's configuration: Debian's example site for WordPress (/usr/share/doc/wordpress/examples/nginx-wordpress.conf) on `port`. */
function nginxConfig(dir, port) {
  const temp = (name) => path.join(dir, "tmp", name);
  return `# Written by bench/wordpress.mjs at every start.
${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  access_log off;
  server {
    listen ${HOST}:${port};
    root ${WORDPRESS_DIR};
    index index.php;
    location / {
      try_files $uri $uri/ /index.php?$args;
    }
    location ~ ^/wp-content/(.*)$ {
      alias ${CONTENT_DIR}/$1;
    }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $request_filename;
      fastcgi_index index.php;
      fastcgi_pass unix:${path.join(dir, "php-fpm.sock")};
    }
  }
}
`;
}

/** A server in its own process group (its CPU is that group's), its output in `logFile`. */
function startServer(command, args, logFile) {
  const child = spawn(command, args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", () => writeFileSync(logFile, log));
  return child;
}

/** The demo posts: `count` published posts in the default category, a minute apart going back, from the catalogue's words. */
function seedPosts(database, count, origin) {
  const w = catalogueWords;
  const title = `CONCAT(UPPER(LEFT(adj, 1)), SUBSTRING(adj, 2), ' ', ${pick(w.topics, 2)}, ' ', ${pick(w.formats, 3)})`;
  const content = `CONCAT('<!-- wp:paragraph -->\\n<p>A ', 2 + FLOOR(RAND(4) * 58), '-minute practice of ', ${pick(w.techniques, 5)}, ', then ', ${pick(w.techniques, 6)}, '.</p>\\n<!-- /wp:paragraph -->\\n\\n<!-- wp:paragraph -->\\n<p>For ', ${pick(w.audiences, 7)}, ' in ', ${pick(w.settings, 8)}, ': ', ${pick(w.techniques, 9)}, ' to settle the mind and return to the task with a clear head.</p>\\n<!-- /wp:paragraph -->')`;
  mariadb(
    `START TRANSACTION;
INSERT INTO wp_posts (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status,
                      post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid,
                      menu_order, post_type, post_mime_type, comment_count)
SELECT 1, at, at, ${content}, ${title}, '', 'publish', 'open', 'open', '', CONCAT('practice-', seq), '', '', at, at, '', 0,
       CONCAT(${literal(origin)}, '/?practice=', seq), 0, 'post', '', 0
FROM (SELECT seq, ${pick(w.adjectives, 1)} AS adj, UTC_TIMESTAMP() - INTERVAL (seq * 7) MINUTE AS at FROM seq_1_to_${count}) x;
INSERT INTO wp_term_relationships (object_id, term_taxonomy_id) SELECT ID, 1 FROM wp_posts WHERE post_name LIKE 'practice-%';
UPDATE wp_term_taxonomy SET count = (SELECT count(*) FROM wp_term_relationships WHERE term_taxonomy_id = 1) WHERE term_taxonomy_id = 1;
COMMIT;
ANALYZE TABLE wp_posts, wp_term_relationships;`,
    database,
  );
  return Number(mariadb("SELECT count(*) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'", database).trim());
}

/**
 * WordPress on http://127.0.0.1:`port`, installed and seeded afresh (see the file comment), its
 * files in `dir`, its database `database`. Answers its origin, what it runs (versions, posts,
 * pages), the pids of php-fpm's and nginx's process groups and `stop()`.
 */
export async function startWordPress({ dir, port, database, posts = 10_000, children, log = console.log }) {
  ensurePackages(log);
  const origin = `http://${HOST}:${port}`;
  mkdirSync(dir, { recursive: true });
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, "tmp", name), { recursive: true });
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Unexpected database name ${database}`);

  const password = randomBytes(18).toString("hex");
  mariadb(`DROP DATABASE IF EXISTS ${database};
CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
CREATE USER IF NOT EXISTS '${database}'@'${MARIADB.host}' IDENTIFIED BY '${password}';
ALTER USER '${database}'@'${MARIADB.host}' IDENTIFIED BY '${password}';
GRANT ALL PRIVILEGES ON ${database}.* TO '${database}'@'${MARIADB.host}';`);
  writeConfig({ database, user: database, password });

  const phpFpm = phpFpmBinary();
  const fpmConf = path.join(dir, "php-fpm.conf");
  writeFileSync(fpmConf, phpFpmConfig(dir, children));
  const fpm = startServer(phpFpm, ["--nodaemonize", "--fpm-config", fpmConf], path.join(dir, "php-fpm.out"));
  const nginxConf = path.join(dir, "nginx.conf");
  writeFileSync(nginxConf, nginxConfig(dir, port));
  const nginx = startServer(
    "/usr/sbin/nginx",
    ["-p", dir, "-e", path.join(dir, "nginx-error.log"), "-c", nginxConf, "-g", "daemon off;"],
    path.join(dir, "nginx.out"),
  );
  const stop = async () => {
    await stopProcess(nginx);
    await stopProcess(fpm);
  };
  try {
    await waitFor(`${origin}/wp-admin/install.php`, 60_000, fpm);
    log(`WordPress: installing into MariaDB database ${database} (wp-admin/install.php?step=2)`);
    const adminPassword = randomBytes(18).toString("hex");
    const response = await fetch(`${origin}/wp-admin/install.php?step=2`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        weblog_title: "Mindfulness practices",
        user_name: "admin",
        admin_password: adminPassword,
        admin_password2: adminPassword,
        pw_weak: "on",
        admin_email: "admin@peers.example",
        blog_public: "0",
        language: "",
      }).toString(),
    });
    const body = await response.text();
    if (!response.ok || !body.includes("Success!"))
      throw new Error(
        `WordPress' installer answered ${response.status}: ${body
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .slice(0, 400)}`,
      );
    const started = Date.now();
    const published = seedPosts(database, posts, origin);
    log(`WordPress: ${published} published posts (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const probe of ["/", "/?paged=2", "/?s=gentle"]) {
      const answer = await fetch(origin + probe);
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`WordPress answered ${probe} with ${answer.status}`);
    }
    const version = /\$wp_version = '([^']+)'/.exec(readFileSync(path.join(WORDPRESS_DIR, "wp-includes", "version.php"), "utf8"))?.[1];
    const php = spawnSync(phpFpm, ["-v"], { encoding: "utf8" }).stdout.split("\n")[0];
    const options = mariadb(
      "SELECT option_name, option_value FROM wp_options WHERE option_name IN ('template', 'posts_per_page')",
      database,
    );
    const option = (name) => new RegExp(`^${name}\\t(.*)$`, "m").exec(options)?.[1];
    const perPage = Number(option("posts_per_page"));
    return {
      origin,
      fpmPid: fpm.pid,
      nginxPid: nginx.pid,
      about: {
        wordpress: version,
        php,
        opcache: /OPcache/.test(spawnSync(phpFpm, ["-m"], { encoding: "utf8" }).stdout),
        theme: option("template"),
        phpFpmChildren: children,
        posts: published,
        postsPerPage: perPage,
        pages: Math.ceil(published / perPage),
        pageCache: false,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
