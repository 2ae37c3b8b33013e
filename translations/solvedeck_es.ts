<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutBox</name>
    <message>
        <source>a temporary file for this demo run</source>
        <translation>un archivo temporal para esta demostración</translation>
    </message>
    <message>
        <source>none open</source>
        <translation>ninguna abierta</translation>
    </message>
    <message>
        <source>%1 (team database, PostgreSQL)</source>
        <translation>%1 (base de datos de equipo, PostgreSQL)</translation>
    </message>
    <message>
        <source>%1 (this computer, SQLite)</source>
        <translation>%1 (este equipo, SQLite)</translation>
    </message>
    <message>
        <source>%1, opening</source>
        <translation>%1, abriéndose</translation>
    </message>
    <message>
        <source>%1, not open</source>
        <translation>%1, no abierta</translation>
    </message>
    <message>
        <source>About SolveDeck</source>
        <translation>Acerca de SolveDeck</translation>
    </message>
    <message>
        <source>none (a demo run keeps nothing)</source>
        <translation>ninguna (una ejecución de demostración no guarda nada)</translation>
    </message>
    <message>
        <source>%1 (not created yet)</source>
        <translation>%1 (aún no creada)</translation>
    </message>
    <message>
        <source>&lt;b&gt;SolveDeck %1&lt;/b&gt;&lt;p&gt;An operator console for CAPTCHA solve jobs on the CaptchaAI API, for sites you own or are authorised to test.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3), QtKeychain, %4 through Qt SQL.&lt;br&gt;Licence: Qt is used under the LGPL v3; QtKeychain under the BSD licence. SolveDeck itself: all rights reserved by its authors, who have not yet chosen a licence to grant.&lt;/p&gt;&lt;p&gt;Data folder: %5&lt;br&gt;Job database: %6&lt;/p&gt;</source>
        <translation>&lt;b&gt;SolveDeck %1&lt;/b&gt;&lt;p&gt;Una consola de operador para trabajos de resolución de CAPTCHA con la API de CaptchaAI, para sitios que posee o que está autorizado a probar.&lt;/p&gt;&lt;p&gt;Qt %2 (compilado con %3), QtKeychain, %4 mediante Qt SQL.&lt;br&gt;Licencia: Qt se usa bajo la LGPL v3; QtKeychain bajo la licencia BSD. SolveDeck: todos los derechos reservados por sus autores, que aún no han elegido una licencia.&lt;/p&gt;&lt;p&gt;Carpeta de datos: %5&lt;br&gt;Base de datos de trabajos: %6&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (a temporary file for this demo run)</source>
        <translation>%1 (un archivo temporal para esta demostración)</translation>
    </message>
</context>
<context>
    <name>ApiClient</name>
    <message>
        <source>The API address is not a full URL. Enter one such as %1.</source>
        <translation>La dirección de la API no es una URL completa. Introduzca una como %1.</translation>
    </message>
    <message>
        <source>The API address must start with https://, such as %1.</source>
        <translation>La dirección de la API debe empezar por https://, por ejemplo %1.</translation>
    </message>
    <message>
        <source>The API address must not carry a user name, password or parameters (addresses end up in logs; the API key is kept in the system keychain). Enter only the base address, such as %1.</source>
        <translation>La dirección de la API no debe llevar usuario, contraseña ni parámetros (las direcciones acaban en los registros; la clave de API se guarda en el llavero del sistema). Introduzca solo la dirección base, por ejemplo %1.</translation>
    </message>
    <message>
        <source>Over http:// the API key would cross the network unencrypted. Use https:// (plain http is allowed only for a local simulator on 127.0.0.1 or localhost).</source>
        <translation>Con http:// la clave de API cruzaría la red sin cifrar. Use https:// (http simple solo se permite para un simulador local en 127.0.0.1 o localhost).</translation>
    </message>
    <message>
        <source>The API address contains something shaped like an API key (32 hexadecimal characters). The key never goes into the address: store it with %2 in the console or &apos;%3&apos;, and enter only the base address, such as %1.</source>
        <translation>La dirección de la API contiene algo con forma de clave de API (32 caracteres hexadecimales). La clave nunca va en la dirección: guárdela con %2 en la consola o con «%3», e introduzca solo la dirección base, como %1.</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <source>record &quot;%1&quot; in the audit log</source>
        <translation>registrar «%1» en el registro de auditoría</translation>
    </message>
    <message>
        <source>Could not read the audit log of %1: %2. Check that the database is reachable and readable, then try again.</source>
        <translation>No se pudo leer el registro de auditoría de %1: %2. Compruebe que la base de datos es accesible y legible y vuelva a intentarlo.</translation>
    </message>
</context>
<context>
    <name>AuditWords</name>
    <message>
        <source>included</source>
        <translation>incluidos</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>omitidos</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascaradas</translation>
    </message>
    <message>
        <source>supported</source>
        <translation>admitido</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>no admitido</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>console</source>
        <translation>consola</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>línea de órdenes</translation>
    </message>
    <message>
        <source>no new submits; tasks at the service are still collected</source>
        <translation>sin envíos nuevos; las tareas en el servicio se siguen recogiendo</translation>
    </message>
    <message>
        <source>submits allowed again</source>
        <translation>envíos permitidos de nuevo</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>stored in the system keychain (Preferences)</source>
        <translation>guardada en el llavero del sistema (Preferencias)</translation>
    </message>
    <message>
        <source>stored in the system keychain</source>
        <translation>guardada en el llavero del sistema</translation>
    </message>
    <message>
        <source>removed from the system keychain (Preferences)</source>
        <translation>eliminada del llavero del sistema (Preferencias)</translation>
    </message>
    <message numerus="yes">
        <source>ok: %n thread(s)</source>
        <translation>
            <numerusform>ok: %n hilo</numerusform>
            <numerusform>ok: %n hilos</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>falló: %1</translation>
    </message>
    <message>
        <source>job %1 (was %2)</source>
        <translation>trabajo %1 (estaba %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) of %1 matching: %2</source>
        <translation>
            <numerusform>%n trabajo de %1 coincidentes: %2</numerusform>
            <numerusform>%n trabajos de %1 coincidentes: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) purged (%1)</source>
        <translation>
            <numerusform>%n trabajo terminado purgado (%1)</numerusform>
            <numerusform>%n trabajos terminados purgados (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) as %1 to %2 (%3; tokens %4, proxy passwords %5, events %6)</source>
        <translation>
            <numerusform>%n trabajo como %1 a %2 (%3; tokens %4, contraseñas de proxy %5, eventos %6)</numerusform>
            <numerusform>%n trabajos como %1 a %2 (%3; tokens %4, contraseñas de proxy %5, eventos %6)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n job(s) queued</source>
        <translation>
            <numerusform>%1: %n trabajo en cola</numerusform>
            <numerusform>%1: %n trabajos en cola</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (toolbar)</source>
        <translation>%1 -&gt; %2 (barra de herramientas)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (Preferences)</source>
        <translation>%1 -&gt; %2 (Preferencias)</translation>
    </message>
    <message>
        <source>%1: several ids per res.php request: %2</source>
        <translation>%1: varios ids por petición a res.php: %2</translation>
    </message>
    <message>
        <source>%1 (note: %2)</source>
        <translation>%1 (nota: %2)</translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the database (not added again)</source>
        <translation>
            <numerusform>, %n ya en la base de datos (no se añade de nuevo)</numerusform>
            <numerusform>, %n ya en la base de datos (no se añaden de nuevo)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>limit %1, hosts %2</source>
        <translation>límite: %1, hosts: %2</translation>
    </message>
    <message>
        <source>all authorised</source>
        <translation>todos los autorizados</translation>
    </message>
    <message>
        <source>, connections %1, streams %2, waits %3</source>
        <translation>, conexiones: %1, streams: %2, esperas: %3</translation>
    </message>
    <message>
        <source>, metrics only</source>
        <translation>, solo métricas</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n queued job(s) canceled)</source>
        <translation>
            <numerusform>%1 (%n trabajo en cola cancelado)</numerusform>
            <numerusform>%1 (%n trabajos en cola cancelados)</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard</source>
        <comment>an import&apos;s source, first in an audit entry</comment>
        <translation>portapapeles</translation>
    </message>
    <message numerus="yes">
        <source>, %n repeated in the list (added once)</source>
        <translation>
            <numerusform>, %n repetido en la lista (añadido una vez)</numerusform>
            <numerusform>, %n repetidos en la lista (añadidos una vez)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n invalid row(s) left out)</source>
        <translation>
            <numerusform>%1 (%n fila no válida omitida)</numerusform>
            <numerusform>%1 (%n filas no válidas omitidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>at expiry</source>
        <translation>al caducar</translation>
    </message>
    <message>
        <source>after seconds</source>
        <translation>tras unos segundos</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>system</source>
        <translation>sistema</translation>
    </message>
    <message>
        <source>light</source>
        <translation>claro</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>oscuro</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>punto de acceso</translation>
    </message>
    <message>
        <source>adaptive polling</source>
        <translation>consulta adaptativa</translation>
    </message>
    <message>
        <source>multi-id polling</source>
        <translation>consulta de varios ids</translation>
    </message>
    <message>
        <source>clipboard clearing</source>
        <translation>vaciado del portapapeles</translation>
    </message>
    <message>
        <source>clipboard seconds</source>
        <translation>segundos del portapapeles</translation>
    </message>
    <message>
        <source>answer lifetime</source>
        <translation>vida de la respuesta</translation>
    </message>
    <message>
        <source>notifications</source>
        <translation>notificaciones</translation>
    </message>
    <message>
        <source>close to tray</source>
        <translation>cerrar a la bandeja</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>colour scheme</source>
        <translation>esquema de colores</translation>
    </message>
    <message>
        <source>%1: %2 -&gt; %3</source>
        <translation>%1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>gateway</source>
        <translation>pasarela</translation>
    </message>
    <message>
        <source>gateway address</source>
        <translation>dirección de la pasarela</translation>
    </message>
    <message>
        <source>engine, by itself</source>
        <translation>motor, por sí mismo</translation>
    </message>
</context>
<context>
    <name>AuthorisedHosts</name>
    <message>
        <source>Could not read the authorised hosts of %1: %2. Check that the database is reachable and readable, then try again.</source>
        <translation>No se pudieron leer los hosts autorizados de %1: %2. Compruebe que la base de datos es accesible y legible y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The authorised hosts were opened for reading only (this is a program error; please report it).</source>
        <translation>Los hosts autorizados se abrieron solo para lectura (es un error del programa; por favor, notifíquelo).</translation>
    </message>
    <message>
        <source>authorise the host %1</source>
        <translation>autorizar el host %1</translation>
    </message>
    <message>
        <source>revoke the host %1</source>
        <translation>revocar el host %1</translation>
    </message>
    <message>
        <source>%1 is not an authorised host: no host is authorised in this database.</source>
        <translation>%1 no es un host autorizado: no hay ningún host autorizado en esta base de datos.</translation>
    </message>
    <message>
        <source>%1 is not an authorised host. Authorised are: %2.</source>
        <translation>%1 no es un host autorizado. Están autorizados: %2.</translation>
    </message>
    <message>
        <source>turn on the enforcement of authorised hosts</source>
        <translation>activar la aplicación de los hosts autorizados</translation>
    </message>
    <message>
        <source>turn off the enforcement of authorised hosts</source>
        <translation>desactivar la aplicación de los hosts autorizados</translation>
    </message>
</context>
<context>
    <name>CapDescription</name>
    <message>
        <source>cap %1 (set by operator; plan %2)</source>
        <translation>límite %1 (fijado por el operador; plan %2)</translation>
    </message>
    <message>
        <source>cap %1 (set by operator; plan not read yet)</source>
        <translation>límite %1 (fijado por el operador; plan aún no leído)</translation>
    </message>
    <message>
        <source>cap %1 (plan)</source>
        <translation>límite %1 (plan)</translation>
    </message>
    <message>
        <source>cap: the plan&apos;s threads (not read yet)</source>
        <translation>límite: los hilos del plan (aún no leído)</translation>
    </message>
</context>
<context>
    <name>CapacityView</name>
    <message>
        <source>%1 s ago</source>
        <translation>hace %1 s</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>hace %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>hace %1 h</translation>
    </message>
    <message>
        <source>%1 of %2 threads working, %3 free</source>
        <translation>%1 de %2 hilos trabajando, %3 libres</translation>
    </message>
    <message>
        <source>plan of %1 threads (working not reported)</source>
        <translation>plan de %1 hilos (no se informa de los que trabajan)</translation>
    </message>
    <message>
        <source>read %1</source>
        <translation>leído %1</translation>
    </message>
    <message>
        <source> (stale)</source>
        <translation> (desactualizado)</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>aún no leído</translation>
    </message>
    <message>
        <source>%1 (read %2)</source>
        <translation>%1 (leído %2)</translation>
    </message>
    <message>
        <source>Another client is using 1 thread of this plan</source>
        <translation>Otro cliente está usando 1 hilo de este plan</translation>
    </message>
    <message>
        <source>Another client is using %1 threads of this plan</source>
        <translation>Otro cliente está usando %1 hilos de este plan</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>Paused: no new submits (tasks at the service are still collected)</source>
        <translation>En pausa: sin nuevos envíos (las tareas en el servicio se siguen recogiendo)</translation>
    </message>
    <message>
        <source>Paused by %1 at %2: no new submits (tasks at the service are still collected)</source>
        <translation>Pausado por %1 a las %2: sin nuevos envíos (las tareas en el servicio se siguen recogiendo)</translation>
    </message>
    <message>
        <source>Running; waiting for a free thread since %1</source>
        <translation>En marcha; esperando un hilo libre desde %1</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En marcha</translation>
    </message>
    <message>
        <source>Paused for the key: the service rejected it</source>
        <translation>En pausa por la clave: el servicio la rechazó</translation>
    </message>
    <message>
        <source>Banned until %1</source>
        <translation>Bloqueado hasta %1</translation>
    </message>
    <message>
        <source>Banned by the service</source>
        <translation>Bloqueado por el servicio</translation>
    </message>
    <message>
        <source>Endpoint problem: the address does not answer as the API</source>
        <translation>Problema con el punto de acceso: la dirección no responde como la API</translation>
    </message>
    <message>
        <source>The job database does not take writes</source>
        <translation>La base de datos de trabajos no acepta escrituras</translation>
    </message>
    <message>
        <source> · paused</source>
        <translation> · en pausa</translation>
    </message>
    <message>
        <source>Solving %1</source>
        <translation>Resolviendo %1</translation>
    </message>
    <message>
        <source>Queue paused</source>
        <translation>Cola en pausa</translation>
    </message>
    <message>
        <source>Queue paused by %1 at %2</source>
        <translation>Cola en pausa por %1 a las %2</translation>
    </message>
    <message>
        <source>%1 (not started)</source>
        <translation>%1 (sin iniciar)</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Motor detenido</translation>
    </message>
    <message>
        <source>Running · waiting for a free thread since %1</source>
        <translation>En marcha · esperando un hilo libre desde %1</translation>
    </message>
    <message>
        <source>Paused: API key rejected</source>
        <translation>En pausa: clave de API rechazada</translation>
    </message>
    <message>
        <source>Paused: banned until %1</source>
        <translation>En pausa: bloqueado hasta %1</translation>
    </message>
    <message>
        <source>Paused: banned by the service</source>
        <translation>En pausa: bloqueado por el servicio</translation>
    </message>
    <message>
        <source>Paused: endpoint problem</source>
        <translation>En pausa: problema con el punto de acceso</translation>
    </message>
    <message>
        <source>Paused: database not writable</source>
        <translation>En pausa: no se puede escribir en la base de datos</translation>
    </message>
    <message>
        <source>threads in use: %1 here, %2 on the account (%3 engines)</source>
        <translation>hilos en uso: %1 aquí, %2 en la cuenta (%3 motores)</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) in use</source>
        <translation>
            <numerusform>%n hilo en uso</numerusform>
            <numerusform>%n hilos en uso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) at the service</source>
        <translation>
            <numerusform>%n trabajo en el servicio</numerusform>
            <numerusform>%n trabajos en el servicio</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving: the jobs the service accepted and has not answered yet, as the sidebar and the table count them. Threads in use: what this console&apos;s solves hold at the service, which the cap limits; a thread is free as soon as the service has finished, so for a moment more jobs can be solving than threads are in use, until their answers are collected.</source>
        <translation>Resolviendo: los trabajos que el servicio aceptó y aún no respondió, como los cuentan la barra lateral y la tabla. Hilos en uso: lo que ocupan en el servicio las resoluciones de esta consola, limitado por el límite; un hilo queda libre en cuanto el servicio termina, así que por un momento puede haber más trabajos resolviéndose que hilos en uso, hasta que se recogen sus respuestas.</translation>
    </message>
    <message>
        <source>%1 · %2 queued · %3 failed today</source>
        <translation>%1 · %2 en cola · %3 fallidos hoy</translation>
    </message>
    <message>
        <source>%1 (plan not read yet)</source>
        <translation>%1 (plan aún no leído)</translation>
    </message>
    <message numerus="yes">
        <source>%n held here, not counted by the service yet</source>
        <translation>
            <numerusform>%n ocupado aquí, aún no contado por el servicio</numerusform>
            <numerusform>%n ocupados aquí, aún no contados por el servicio</numerusform>
        </translation>
    </message>
    <message>
        <source>Threads: what this console holds now. Account: what the service counted when it was last read. A thread is held here from the moment its submit starts, before the service has the task, and until a poll finds the task finished; the account&apos;s reading may also be older than the newest submits.</source>
        <translation>Hilos: lo que esta consola ocupa ahora. Cuenta: lo que el servicio contó en la última lectura. Un hilo se ocupa aquí desde que empieza su envío, antes de que el servicio tenga la tarea, y hasta que una consulta la encuentra terminada; la lectura de la cuenta también puede ser anterior a los envíos más recientes.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished here since the account was read</source>
        <translation>
            <numerusform>%n terminado aquí desde la lectura de la cuenta</numerusform>
            <numerusform>%n terminados aquí desde la lectura de la cuenta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solving with no thread held: finished at the service, answer still to be collected</source>
        <translation>
            <numerusform>%n resolviéndose sin hilo ocupado: terminado en el servicio, respuesta aún por recoger</numerusform>
            <numerusform>%n resolviéndose sin hilo ocupado: terminados en el servicio, respuestas aún por recoger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) held for no Solving job: a submit on its way, or a canceled task the service is still solving</source>
        <translation>
            <numerusform>%n hilo ocupado sin trabajo en «Resolviendo»: un envío en camino o una tarea cancelada que el servicio aún resuelve</numerusform>
            <numerusform>%n hilos ocupados sin trabajo en «Resolviendo»: envíos en camino o tareas canceladas que el servicio aún resuelve</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (thread plan; read %2)</source>
        <translation>%1 (plan por hilos; leído %2)</translation>
    </message>
</context>
<context>
    <name>ConsolePlaces</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation>&amp;Trabajos</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Set API &amp;Key…</source>
        <translation>Establecer clave de &amp;API…</translation>
    </message>
    <message>
        <source>Job &amp;Database…</source>
        <translation>&amp;Base de datos de trabajos…</translation>
    </message>
    <message>
        <source>&amp;Import Jobs…</source>
        <translation>&amp;Importar trabajos…</translation>
    </message>
    <message>
        <source>&amp;Export Jobs…</source>
        <translation>&amp;Exportar trabajos…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Only &amp;My Jobs</source>
        <translation>Solo &amp;mis trabajos</translation>
    </message>
    <message>
        <source>&amp;Follow Newest</source>
        <translation>&amp;Seguir los más nuevos</translation>
    </message>
    <message>
        <source>&amp;New Job…</source>
        <translation>&amp;Nuevo trabajo…</translation>
    </message>
    <message>
        <source>&amp;Solve Again</source>
        <translation>Resolver &amp;otra vez</translation>
    </message>
    <message>
        <source>&amp;Gateway…</source>
        <translation>&amp;Pasarela…</translation>
    </message>
    <message>
        <source>&amp;Audit Log…</source>
        <translation>&amp;Registro de auditoría…</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Destinos</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>A&amp;dd Client…</source>
        <translation>&amp;Añadir cliente…</translation>
    </message>
    <message>
        <source>authorise it in the console (%1) or with %2</source>
        <translation>autorice el host en la consola (%1) o con %2</translation>
    </message>
    <message>
        <source>ask the operator for a client token: the console&apos;s %1, or %2 (each shows the token once)</source>
        <translation>pida al operador un token de cliente: en la consola, %1, o %2 (ambos muestran el token una vez)</translation>
    </message>
</context>
<context>
    <name>ConsoleSettings</name>
    <message>
        <source>Enter the service&apos;s address, for example https://ocr.captchaai.com/.</source>
        <translation>Introduzca la dirección del servicio, por ejemplo https://ocr.captchaai.com/.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a web address. Enter one such as https://ocr.captchaai.com/.</source>
        <translation>«%1» no es una dirección web. Introduzca una como https://ocr.captchaai.com/.</translation>
    </message>
    <message>
        <source>Plain http would send the API key unencrypted. Use https://, or http:// only to this machine (127.0.0.1, a simulator).</source>
        <translation>http simple enviaría la clave de API sin cifrar. Use https://, o http:// solo hacia este equipo (127.0.0.1, un simulador).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must start with https://.</source>
        <translation>«%1» debe empezar por https://.</translation>
    </message>
</context>
<context>
    <name>EndpointCapabilities</name>
    <message>
        <source>Could not read what is known of the endpoint %1 from %2: %3. Check that the database is reachable and readable, then try again.</source>
        <translation>No se pudo leer de %2 lo que se sabe del endpoint %1: %3. Compruebe que la base de datos sea accesible y legible, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>An endpoint capability needs the endpoint&apos;s URL (this is a program error; please report it).</source>
        <translation>Una capacidad de endpoint necesita la URL del endpoint (es un error del programa; por favor, infórmelo).</translation>
    </message>
    <message>
        <source>remember the capabilities of %1</source>
        <translation>guardar las capacidades de %1</translation>
    </message>
    <message>
        <source>forget the capabilities of %1</source>
        <translation>olvidar las capacidades de %1</translation>
    </message>
</context>
<context>
    <name>ErrorCatalog</name>
    <message>
        <source>The task is still being solved.</source>
        <translation>La tarea aún se está resolviendo.</translation>
    </message>
    <message>
        <source>Nothing to do: SolveDeck polls again later.</source>
        <translation>Nada que hacer: SolveDeck vuelve a consultar más tarde.</translation>
    </message>
    <message>
        <source>No free solving thread on your plan right now (CaptchaAI reports this as ERROR_ZERO_BALANCE).</source>
        <translation>Ahora mismo no hay ningún hilo de resolución libre en su plan (CaptchaAI lo indica como ERROR_ZERO_BALANCE).</translation>
    </message>
    <message>
        <source>Nothing to do: the job waits and is retried when a thread frees up. If it happens all the time, lower the thread cap or upgrade the plan.</source>
        <translation>Nada que hacer: el trabajo espera y se reintenta cuando se libera un hilo. Si ocurre siempre, reduzca el límite de hilos o amplíe el plan.</translation>
    </message>
    <message>
        <source>The service&apos;s queue is full.</source>
        <translation>La cola del servicio está llena.</translation>
    </message>
    <message>
        <source>Nothing to do: the job waits and is retried with back-off.</source>
        <translation>Nada que hacer: el trabajo espera y se reintenta con esperas crecientes.</translation>
    </message>
    <message>
        <source>Too many requests in a short time for this account.</source>
        <translation>Demasiadas solicitudes en poco tiempo para esta cuenta.</translation>
    </message>
    <message>
        <source>Nothing to do: the job waits and is retried with back-off. Lower the thread cap if it persists.</source>
        <translation>Nada que hacer: el trabajo espera y se reintenta con esperas crecientes. Reduzca el límite de hilos si persiste.</translation>
    </message>
    <message>
        <source>The service reported an internal error.</source>
        <translation>El servicio informó de un error interno.</translation>
    </message>
    <message>
        <source>Nothing to do: the request is retried after a pause.</source>
        <translation>Nada que hacer: la solicitud se repite tras una pausa.</translation>
    </message>
    <message>
        <source>The service answered with a web page instead of an API answer (often a maintenance or gateway page).</source>
        <translation>El servicio respondió con una página web en lugar de una respuesta de la API (a menudo una página de mantenimiento o de pasarela).</translation>
    </message>
    <message>
        <source>Nothing to do: the request is retried after a pause. If it persists, check the API address in the settings.</source>
        <translation>Nada que hacer: la solicitud se repite tras una pausa. Si persiste, compruebe la dirección de la API en la configuración.</translation>
    </message>
    <message>
        <source>The service&apos;s answer was empty, cut off or could not be understood.</source>
        <translation>La respuesta del servicio estaba vacía, cortada o no se pudo entender.</translation>
    </message>
    <message>
        <source>Nothing to do: the request is retried after a pause. If it persists, check that the API address points to a CaptchaAI-compatible service.</source>
        <translation>Nada que hacer: la solicitud se repite tras una pausa. Si persiste, compruebe que la dirección de la API apunta a un servicio compatible con CaptchaAI.</translation>
    </message>
    <message>
        <source>The service did not answer in time.</source>
        <translation>El servicio no respondió a tiempo.</translation>
    </message>
    <message>
        <source>Nothing to do: the request is retried after a pause. Check your network connection if it persists.</source>
        <translation>Nada que hacer: la solicitud se repite tras una pausa. Compruebe su conexión de red si persiste.</translation>
    </message>
    <message>
        <source>The service refused the connection.</source>
        <translation>El servicio rechazó la conexión.</translation>
    </message>
    <message>
        <source>The request is retried after a pause. Check the API address and that the service is up.</source>
        <translation>La solicitud se repite tras una pausa. Compruebe la dirección de la API y que el servicio está activo.</translation>
    </message>
    <message>
        <source>The connection was closed before the answer arrived.</source>
        <translation>La conexión se cerró antes de que llegara la respuesta.</translation>
    </message>
    <message>
        <source>The service could not be reached (network, DNS, proxy or TLS problem).</source>
        <translation>No se pudo alcanzar el servicio (problema de red, DNS, proxy o TLS).</translation>
    </message>
    <message>
        <source>The request is retried after a pause. Check your network connection and the API address.</source>
        <translation>La solicitud se repite tras una pausa. Compruebe su conexión de red y la dirección de la API.</translation>
    </message>
    <message>
        <source>The API key is malformed.</source>
        <translation>La clave de API tiene un formato incorrecto.</translation>
    </message>
    <message>
        <source>The queue is paused. Enter the API key again (copy it from your CaptchaAI dashboard), then resume.</source>
        <translation>La cola está en pausa. Introduzca de nuevo la clave de API (cópiela de su panel de CaptchaAI) y reanude.</translation>
    </message>
    <message>
        <source>The API key is not known to the service, or the account has no threads.</source>
        <translation>El servicio no conoce la clave de API, o la cuenta no tiene hilos.</translation>
    </message>
    <message>
        <source>The queue is paused. Check the key and your plan on the CaptchaAI dashboard, enter the key again, then resume.</source>
        <translation>La cola está en pausa. Compruebe la clave y su plan en el panel de CaptchaAI, introduzca de nuevo la clave y reanude.</translation>
    </message>
    <message>
        <source>No API key is set.</source>
        <translation>No hay ninguna clave de API configurada.</translation>
    </message>
    <message>
        <source>Enter your API key in the settings (it is kept in the system keychain), then resume.</source>
        <translation>Introduzca su clave de API en la configuración (se guarda en el llavero del sistema) y reanude.</translation>
    </message>
    <message>
        <source>The service blocked this address after too many requests with a bad key.</source>
        <translation>El servicio bloqueó esta dirección tras demasiadas solicitudes con una clave errónea.</translation>
    </message>
    <message>
        <source>All traffic stops for 5 minutes. Fix the API key meanwhile.</source>
        <translation>Todo el tráfico se detiene 5 minutos. Corrija mientras tanto la clave de API.</translation>
    </message>
    <message>
        <source>The page URL is missing or invalid.</source>
        <translation>Falta la URL de la página o no es válida.</translation>
    </message>
    <message>
        <source>Give the full address of the page that shows the CAPTCHA, starting with https://.</source>
        <translation>Indique la dirección completa de la página que muestra el CAPTCHA, empezando por https://.</translation>
    </message>
    <message>
        <source>The site key is missing or invalid.</source>
        <translation>Falta la clave del sitio o no es válida.</translation>
    </message>
    <message>
        <source>Copy the site key from the page (the data-sitekey attribute or the k= parameter of the reCAPTCHA iframe).</source>
        <translation>Copie la clave del sitio de la página (el atributo data-sitekey o el parámetro k= del iframe de reCAPTCHA).</translation>
    </message>
    <message>
        <source>A required parameter is missing or has a wrong value.</source>
        <translation>Falta un parámetro obligatorio o tiene un valor incorrecto.</translation>
    </message>
    <message>
        <source>Check the job&apos;s method, site key and page URL, and the optional parameters, then retry.</source>
        <translation>Compruebe el método, la clave del sitio y la URL de la página del trabajo, y los parámetros opcionales; después reinténtelo.</translation>
    </message>
    <message>
        <source>The site key and page URL do not belong together.</source>
        <translation>La clave del sitio y la URL de la página no corresponden.</translation>
    </message>
    <message>
        <source>Use the page URL where this site key is actually used, then retry.</source>
        <translation>Use la URL de la página donde realmente se usa esta clave del sitio y reinténtelo.</translation>
    </message>
    <message>
        <source>The service does not accept tasks for this domain.</source>
        <translation>El servicio no acepta tareas para este dominio.</translation>
    </message>
    <message>
        <source>Check the page URL; contact the provider if the domain should be allowed.</source>
        <translation>Compruebe la URL de la página; contacte con el proveedor si el dominio debería estar permitido.</translation>
    </message>
    <message>
        <source>The image is empty or too small.</source>
        <translation>La imagen está vacía o es demasiado pequeña.</translation>
    </message>
    <message>
        <source>Check the image file (at least 100 bytes) and its base64 encoding.</source>
        <translation>Compruebe el archivo de imagen (al menos 100 bytes) y su codificación base64.</translation>
    </message>
    <message>
        <source>The image is too large.</source>
        <translation>La imagen es demasiado grande.</translation>
    </message>
    <message>
        <source>Use an image under 100 kB (crop or compress it).</source>
        <translation>Use una imagen de menos de 100 kB (recórtela o comprímala).</translation>
    </message>
    <message>
        <source>The image format is not accepted.</source>
        <translation>No se acepta el formato de imagen.</translation>
    </message>
    <message>
        <source>Use a JPG, JPEG, GIF or PNG image.</source>
        <translation>Use una imagen JPG, JPEG, GIF o PNG.</translation>
    </message>
    <message>
        <source>The image type could not be recognised.</source>
        <translation>No se pudo reconocer el tipo de imagen.</translation>
    </message>
    <message>
        <source>Use a JPG, JPEG, GIF or PNG image and check its base64 encoding.</source>
        <translation>Use una imagen JPG, JPEG, GIF o PNG y compruebe su codificación base64.</translation>
    </message>
    <message>
        <source>The image could not be read from the request.</source>
        <translation>No se pudo leer la imagen de la solicitud.</translation>
    </message>
    <message>
        <source>Check the image&apos;s base64 encoding, then retry.</source>
        <translation>Compruebe la codificación base64 de la imagen y reinténtelo.</translation>
    </message>
    <message>
        <source>The proxy was rejected.</source>
        <translation>Se rechazó el proxy.</translation>
    </message>
    <message>
        <source>Check the proxy address (login:password@host:port) and type, or submit without a proxy.</source>
        <translation>Compruebe la dirección del proxy (usuario:contraseña@host:puerto) y su tipo, o envíe sin proxy.</translation>
    </message>
    <message>
        <source>The service could not connect through the proxy.</source>
        <translation>El servicio no pudo conectarse a través del proxy.</translation>
    </message>
    <message>
        <source>Check that the proxy is up and reachable from the internet, or submit without a proxy.</source>
        <translation>Compruebe que el proxy está activo y es accesible desde Internet, o envíe sin proxy.</translation>
    </message>
    <message>
        <source>The workers could not solve this CAPTCHA.</source>
        <translation>Los trabajadores no pudieron resolver este CAPTCHA.</translation>
    </message>
    <message>
        <source>Retry the job (it is sent as a new task); check its parameters if it keeps failing.</source>
        <translation>Reintente el trabajo (se envía como tarea nueva); compruebe sus parámetros si sigue fallando.</translation>
    </message>
    <message>
        <source>The service does not know this task id (it may have expired).</source>
        <translation>El servicio no conoce este id de tarea (puede haber caducado).</translation>
    </message>
    <message>
        <source>Retry the job. If it happens again, please report it with the log.</source>
        <translation>Reintente el trabajo. Si vuelve a ocurrir, notifíquelo con el registro.</translation>
    </message>
    <message>
        <source>The task id sent to the service has a wrong format.</source>
        <translation>El id de tarea enviado al servicio tiene un formato incorrecto.</translation>
    </message>
    <message>
        <source>Retry the job. This is a SolveDeck bug: please report it with the log.</source>
        <translation>Reintente el trabajo. Es un error de SolveDeck: por favor, notifíquelo con el registro.</translation>
    </message>
    <message>
        <source>A request to the service had no action.</source>
        <translation>Una solicitud al servicio no tenía acción.</translation>
    </message>
    <message>
        <source>The address answered with HTTP status %1: this endpoint does not speak the CaptchaAI API.</source>
        <translation>La dirección respondió con el estado HTTP %1: este punto de acceso no habla la API de CaptchaAI.</translation>
    </message>
    <message>
        <source>The service answered with HTTP status %1 instead of an API answer.</source>
        <translation>El servicio respondió con el estado HTTP %1 en lugar de una respuesta de la API.</translation>
    </message>
    <message>
        <source>The service answered with a code SolveDeck does not know: %1</source>
        <translation>El servicio respondió con un código que SolveDeck no conoce: %1</translation>
    </message>
    <message>
        <source>SolveDeck stopped waiting: the task had no answer by its deadline.</source>
        <translation>SolveDeck dejó de esperar: la tarea no tenía respuesta al llegar su plazo.</translation>
    </message>
    <message>
        <source>Retry the job (it is sent as a new task). If many jobs end this way, the provider is overloaded: try again later.</source>
        <translation>Reintente el trabajo (se envía como una tarea nueva). Si muchos trabajos terminan así, el proveedor está sobrecargado: inténtelo más tarde.</translation>
    </message>
    <message>
        <source>SolveDeck gave up waiting for a free thread of the plan.</source>
        <translation>SolveDeck dejó de esperar un hilo libre del plan.</translation>
    </message>
    <message>
        <source>Lower the number of jobs other programs run on this key, or add threads to the plan, then retry the job.</source>
        <translation>Reduzca el número de trabajos que otros programas ejecutan con esta clave o añada hilos al plan, y después reintente el trabajo.</translation>
    </message>
    <message>
        <source>The provider accepted this job&apos;s submits but their answers were lost; each may have made a paid task.</source>
        <translation>El proveedor aceptó los envíos de este trabajo pero sus respuestas se perdieron; cada uno puede haber creado una tarea pagada.</translation>
    </message>
    <message>
        <source>Retry the job once the provider answers again.</source>
        <translation>Reintente el trabajo cuando el proveedor vuelva a responder.</translation>
    </message>
</context>
<context>
    <name>FileSafety</name>
    <message>
        <source>The job database %1://... is an address SolveDeck cannot open: only postgresql:// (or postgres://) addresses and file paths are supported. Give a PostgreSQL address such as postgresql://user@host:5432/solvedeck, or the path of a database file (a path, not a file:// address).</source>
        <translation>La base de datos de trabajos %1://... es una dirección que SolveDeck no puede abrir: solo se admiten direcciones postgresql:// (o postgres://) y rutas de archivo. Indique una dirección de PostgreSQL como postgresql://user@host:5432/solvedeck, o la ruta de un archivo de base de datos (una ruta, no una dirección file://).</translation>
    </message>
    <message>
        <source>The folder %1 is writable by every user and has no sticky bit, so anyone could replace the job database there or plant files beside it. Keep the database in a folder of your own (the default one, or one made with mkdir -m 700), or restrict this folder with chmod o-w %1 (or chmod +t %1).</source>
        <translation>Cualquier usuario puede escribir en la carpeta %1 y no tiene el bit sticky, así que cualquiera podría sustituir allí la base de datos de trabajos o dejar archivos junto a ella. Guarde la base de datos en una carpeta propia (la predeterminada o una creada con mkdir -m 700), o restrinja esta carpeta con chmod o-w %1 (o chmod +t %1).</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. SolveDeck opens its job database only directly, so that no one can point it at another file. Give the real path of the database (readlink -f %1 shows it), or remove the link if you did not make it.</source>
        <translation>%1 es un enlace simbólico. SolveDeck solo abre su base de datos de trabajos directamente, para que nadie pueda redirigirlo a otro archivo. Indique la ruta real de la base de datos (readlink -f %1 la muestra), o elimine el enlace si no lo creó usted.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, pipe or socket), so it cannot be a job database. Remove it or choose another location.</source>
        <translation>%1 no es un archivo normal (un dispositivo, una tubería o un socket), así que no puede ser una base de datos de trabajos. Elimínelo o elija otra ubicación.</translation>
    </message>
    <message>
        <source>%1 belongs to another user (uid %2), who could change what SolveDeck reads from it. Use a database of your own: move this file away (and its -wal and -shm files) to start a new one, or choose another location; if the file is yours, take it back with chown.</source>
        <translation>%1 pertenece a otro usuario (uid %2), que podría cambiar lo que SolveDeck lee de él. Use una base de datos propia: aparte este archivo (y sus archivos -wal y -shm) para empezar una nueva, o elija otra ubicación; si el archivo es suyo, recupérelo con chown.</translation>
    </message>
    <message>
        <source>%1 is writable by %2, who could change what SolveDeck reads from it. If you trust its contents, restrict it with chmod 600 %1; otherwise move it away and start a new database.</source>
        <translation>%2 puede escribir en %1 y podría cambiar lo que SolveDeck lee de él. Si confía en su contenido, restrínjalo con chmod 600 %1; si no, apártelo y empiece una base de datos nueva.</translation>
    </message>
    <message>
        <source>every user</source>
        <translation>cualquier usuario</translation>
    </message>
    <message>
        <source>its group</source>
        <translation>su grupo</translation>
    </message>
    <message>
        <source>%1 is readable by other users and could not be restricted (%2). Restrict it yourself with chmod 600 %1, or choose another location.</source>
        <translation>Otros usuarios pueden leer %1 y no se pudo restringir (%2). Restrínjalo usted mismo con chmod 600 %1, o elija otra ubicación.</translation>
    </message>
    <message>
        <source>The job database &quot;%1&quot; is written as an SQLite URI (file: or a ?mode=, ?vfs= or similar option), which SolveDeck does not take: it opens a database by its plain path and decides itself how (read-only for commands that only read, when the file or its folder is not writable). Give the path alone, for example %2.</source>
        <translation>La base de datos de trabajos «%1» está escrita como URI de SQLite (file: o una opción como ?mode= o ?vfs=), que SolveDeck no admite: abre una base de datos por su ruta simple y decide él mismo cómo (solo lectura para los comandos que solo leen, cuando el archivo o su carpeta no admiten escritura). Indique solo la ruta, por ejemplo %2.</translation>
    </message>
</context>
<context>
    <name>HostPattern</name>
    <message>
        <source>No host given. Type a host name such as shop.example.com, or *.example.com for every subdomain of example.com.</source>
        <translation>No se indicó ningún host. Escriba un nombre de host como shop.example.com, o *.example.com para cada subdominio de example.com.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has user information before its host (the part before &apos;@&apos;), which hides the real host. Type the host alone, for example %2.</source>
        <translation>«%1» lleva información de usuario antes del host (la parte antes de «@»), que oculta el host real. Escriba solo el host, por ejemplo %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https address with a host name. Type the host alone, for example shop.example.com.</source>
        <translation>«%1» no es una dirección http o https con nombre de host. Escriba solo el host, por ejemplo shop.example.com.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &apos;*&apos; may only stand for the subdomains of a domain, as the first label: *.example.com.</source>
        <translation>«%1»: «*» solo puede representar los subdominios de un dominio, como primera etiqueta: *.example.com.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid host name. Use letters, digits and hyphens in labels separated by dots, for example shop.example.com (international names such as bücher.example are fine).</source>
        <translation>«%1» no es un nombre de host válido. Use letras, dígitos y guiones en etiquetas separadas por puntos, por ejemplo shop.example.com (los nombres internacionales como bücher.example valen).</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an IP address has no subdomains. Authorise the address itself, without &apos;*.&apos;.</source>
        <translation>«%1»: una dirección IP no tiene subdominios. Autorice la dirección misma, sin «*.».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; would authorise every site under the top-level domain &quot;%2&quot;. Name your own domain instead, for example *.example.%2.</source>
        <translation>«%1» autorizaría todos los sitios bajo el dominio de nivel superior «%2». Indique en su lugar su propio dominio, por ejemplo *.example.%2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; would authorise every site registered under the public suffix &quot;%2&quot; (anyone can have a site there). Name your own domain instead, for example *.example.%2.</source>
        <translation>«%1» autorizaría todos los sitios registrados bajo el sufijo público «%2» (cualquiera puede tener un sitio allí). Indique su propio dominio, por ejemplo *.example.%2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a public suffix, under which anyone can have a site, not one site. Name the host you own, for example example.%2.</source>
        <translation>«%1» es un sufijo público, bajo el que cualquiera puede tener un sitio, no un sitio concreto. Indique el host que le pertenece, por ejemplo example.%2.</translation>
    </message>
</context>
<context>
    <name>ImportPreview</name>
    <message>
        <source>same idempotency key as line %1</source>
        <translation>la misma clave de idempotencia que la línea %1</translation>
    </message>
    <message>
        <source>job %1 (%2) has this idempotency key</source>
        <translation>el trabajo %1 (%2) tiene esta clave de idempotencia</translation>
    </message>
</context>
<context>
    <name>JobLabels</name>
    <message>
        <source>Queued</source>
        <translation>En cola</translation>
    </message>
    <message>
        <source>Submitting</source>
        <translation>Enviando</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>Resolviendo</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelto</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>reCAPTCHA v2</source>
        <translation>reCAPTCHA v2</translation>
    </message>
    <message>
        <source>reCAPTCHA v3</source>
        <translation>reCAPTCHA v3</translation>
    </message>
    <message>
        <source>Turnstile</source>
        <translation>Turnstile</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>v2</source>
        <comment>reCAPTCHA v2 in a chart&apos;s legend</comment>
        <translation>v2</translation>
    </message>
    <message>
        <source>v3</source>
        <comment>reCAPTCHA v3 in a chart&apos;s legend</comment>
        <translation>v3</translation>
    </message>
    <message>
        <source>Turnstile</source>
        <comment>in a chart&apos;s legend</comment>
        <translation>Turnstile</translation>
    </message>
    <message>
        <source>Image</source>
        <comment>in a chart&apos;s legend</comment>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Every job in the database</source>
        <translation>Todos los trabajos de la base de datos</translation>
    </message>
    <message>
        <source>Jobs waiting for a thread, or being sent to the service (not accepted yet)</source>
        <translation>Trabajos que esperan un hilo o que se están enviando al servicio (aún no aceptados)</translation>
    </message>
    <message>
        <source>Jobs the service accepted and is solving, by every engine on this database</source>
        <translation>Trabajos que el servicio aceptó y está resolviendo, de todos los motores de esta base de datos</translation>
    </message>
    <message>
        <source>Jobs with a token or an answer</source>
        <translation>Trabajos con un token o una respuesta</translation>
    </message>
    <message>
        <source>Jobs that failed: the detail pane says why</source>
        <translation>Trabajos fallidos: el panel de detalle dice por qué</translation>
    </message>
    <message>
        <source>Jobs canceled before they were solved</source>
        <translation>Trabajos cancelados antes de resolverse</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Site key</source>
        <translation>Clave del sitio</translation>
    </message>
    <message>
        <source>Page URL</source>
        <translation>URL de la página</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Puntuación mínima</translation>
    </message>
    <message>
        <source>Invisible reCAPTCHA</source>
        <translation>reCAPTCHA invisible</translation>
    </message>
    <message>
        <source>Enterprise</source>
        <translation>Enterprise</translation>
    </message>
    <message>
        <source>Data (cData)</source>
        <translation>Datos (cData)</translation>
    </message>
    <message>
        <source>Pingback URL</source>
        <translation>URL de pingback</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>Proxy type</source>
        <translation>Tipo de proxy</translation>
    </message>
    <message>
        <source>Cookies</source>
        <translation>Cookies</translation>
    </message>
    <message>
        <source>Several words</source>
        <translation>Varias palabras</translation>
    </message>
    <message>
        <source>Case-sensitive</source>
        <translation>Distingue mayúsculas</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caracteres</translation>
    </message>
    <message>
        <source>Arithmetic</source>
        <translation>Operación aritmética</translation>
    </message>
    <message>
        <source>Shortest answer</source>
        <translation>Respuesta más corta</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Respuesta más larga</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Instrucciones</translation>
    </message>
</context>
<context>
    <name>JobStore</name>
    <message>
        <source>Could not %1 in the job database %2: %3. Check that the PostgreSQL server is running and reachable and that the database role may write SolveDeck&apos;s tables; if another console or script holds the jobs busy, try again.</source>
        <translation>No se pudo %1 en la base de datos de trabajos %2: %3. Compruebe que el servidor PostgreSQL está en marcha y accesible y que el rol de la base de datos puede escribir las tablas de SolveDeck; si otra consola o script tiene ocupados los trabajos, vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Could not %1 in the job database %2: %3. Check that the disk is not full and that the file and its folder are writable; if another SolveDeck window or command holds the database busy, try again.</source>
        <translation>No se pudo %1 en la base de datos de trabajos %2: %3. Compruebe que el disco no está lleno y que el archivo y su carpeta admiten escritura; si otra ventana o comando de SolveDeck tiene ocupada la base de datos, vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The job database is not open. Open it first (this is a program error; please report it).</source>
        <translation>La base de datos de trabajos no está abierta. Ábrala primero (es un error del programa; por favor, notifíquelo).</translation>
    </message>
    <message>
        <source>the socket in %1</source>
        <translation>el socket en %1</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>su nombre de inicio de sesión</translation>
    </message>
    <message>
        <source>The PostgreSQL server at %1 refused the login of user %2 (%3). Check the user name in the address, and give the right password through the keychain, the PGPASSWORD environment variable or ~/.pgpass (a line host:port:database:user:password, mode 0600).</source>
        <translation>El servidor PostgreSQL en %1 rechazó el inicio de sesión del usuario %2 (%3). Compruebe el nombre de usuario en la dirección y dé la contraseña correcta mediante el llavero, la variable de entorno PGPASSWORD o ~/.pgpass (una línea host:puerto:base:usuario:contraseña, modo 0600).</translation>
    </message>
    <message>
        <source>The PostgreSQL server at %1 has no user (role) %2 (%3). Correct the user name in the address, or ask the database administrator to create it (CREATE ROLE ... LOGIN).</source>
        <translation>El servidor PostgreSQL en %1 no tiene el usuario (rol) %2 (%3). Corrija el nombre de usuario en la dirección o pida al administrador de la base de datos que lo cree (CREATE ROLE ... LOGIN).</translation>
    </message>
    <message>
        <source>The PostgreSQL server at %1 has no database %2 (%3). Correct the name in the address, or create the database first (createdb, or CREATE DATABASE %2 as a role allowed to): SolveDeck makes its tables itself but not the database.</source>
        <translation>El servidor PostgreSQL en %1 no tiene la base de datos %2 (%3). Corrija el nombre en la dirección o cree antes la base de datos (createdb, o CREATE DATABASE %2 con un rol autorizado): SolveDeck crea sus tablas pero no la base de datos.</translation>
    </message>
    <message>
        <source>The PostgreSQL server at %1 does not accept connections from this machine for user %2 and database %3 (%4). Ask the database administrator to allow them in pg_hba.conf.</source>
        <translation>El servidor PostgreSQL en %1 no acepta conexiones desde este equipo para el usuario %2 y la base de datos %3 (%4). Pida al administrador de la base de datos que las permita en pg_hba.conf.</translation>
    </message>
    <message>
        <source>Could not set up the encrypted connection to the PostgreSQL server at %1 (%2). Check ?sslmode= in the address against what the server offers.</source>
        <translation>No se pudo establecer la conexión cifrada con el servidor PostgreSQL en %1 (%2). Compruebe ?sslmode= en la dirección frente a lo que ofrece el servidor.</translation>
    </message>
    <message>
        <source>Could not reach the PostgreSQL server at %1 (%2). Check that the server is running and accepts connections there (its listen_addresses and port, a firewall), and the host name and port in the address.</source>
        <translation>No se pudo alcanzar el servidor PostgreSQL en %1 (%2). Compruebe que el servidor está en marcha y acepta conexiones ahí (sus listen_addresses y puerto, un cortafuegos), y el nombre de host y el puerto de la dirección.</translation>
    </message>
    <message>
        <source>Could not connect to the PostgreSQL database %1: %2. Check the address and that the server is running.</source>
        <translation>No se pudo conectar con la base de datos PostgreSQL %1: %2. Compruebe la dirección y que el servidor está en marcha.</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed, so %1 cannot be opened. Install it (on Debian and Ubuntu: apt install libqt6sql6-psql).</source>
        <translation>El controlador PostgreSQL de Qt (QPSQL) no está instalado, así que no se puede abrir %1. Instálelo (en Debian y Ubuntu: apt install libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>Could not set up the connection to %1: %2.</source>
        <translation>No se pudo configurar la conexión con %1: %2.</translation>
    </message>
    <message>
        <source>No job database path was given. Give the path of a database file.</source>
        <translation>No se indicó la ruta de la base de datos de trabajos. Indique la ruta de un archivo de base de datos.</translation>
    </message>
    <message>
        <source>This part of SolveDeck opens database files only, and %1 is a PostgreSQL address. Use a database file here (this is a program error; please report it).</source>
        <translation>Esta parte de SolveDeck solo abre archivos de base de datos, y %1 es una dirección de PostgreSQL. Use aquí un archivo de base de datos (es un error del programa; por favor, notifíquelo).</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the job database. Check the permissions of its parent folder or choose another database location.</source>
        <translation>No se pudo crear la carpeta %1 para la base de datos de trabajos. Compruebe los permisos de la carpeta superior o elija otra ubicación.</translation>
    </message>
    <message>
        <source>The folder %1 is not writable, and the job database needs to create files there. Make it writable (chmod u+w) or choose another location.</source>
        <translation>La carpeta %1 no admite escritura y la base de datos de trabajos necesita crear archivos allí. Permita la escritura (chmod u+w) o elija otra ubicación.</translation>
    </message>
    <message>
        <source>Could not create the job database %1: %2. Check the folder&apos;s permissions and free disk space, or choose another location.</source>
        <translation>No se pudo crear la base de datos de trabajos %1: %2. Compruebe los permisos de la carpeta y el espacio libre, o elija otra ubicación.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a job database file. Give the path of a file (for example %1/solvedeck.sqlite).</source>
        <translation>%1 es una carpeta, no un archivo de base de datos de trabajos. Indique la ruta de un archivo (por ejemplo %1/solvedeck.sqlite).</translation>
    </message>
    <message>
        <source>The job database %1 is not writable (read-only, or owned by another user). Make it writable with chmod u+w, or choose another location.</source>
        <translation>La base de datos de trabajos %1 no admite escritura (solo lectura, o de otro usuario). Permita la escritura con chmod u+w o elija otra ubicación.</translation>
    </message>
    <message>
        <source>Could not prepare the job database %1: %2. The first connection to a new database creates SolveDeck&apos;s tables: that role needs the CREATE privilege on the database&apos;s schema (later ones need only to read and write the tables). If the database holds other tables of the same names, use a database of its own for SolveDeck.</source>
        <translation>No se pudo preparar la base de datos de trabajos %1: %2. La primera conexión a una base de datos nueva crea las tablas de SolveDeck: ese rol necesita el privilegio CREATE en el esquema de la base de datos (las siguientes solo necesitan leer y escribir las tablas). Si la base de datos tiene otras tablas con los mismos nombres, use una base de datos propia para SolveDeck.</translation>
    </message>
    <message>
        <source>The job database %1 was written by a newer SolveDeck (schema version %2; this version knows up to %3). Update SolveDeck, or choose another database location.</source>
        <translation>La base de datos de trabajos %1 la escribió un SolveDeck más reciente (versión de esquema %2; esta versión conoce hasta la %3). Actualice SolveDeck o elija otra ubicación.</translation>
    </message>
    <message>
        <source>follow the changes of other connections</source>
        <translation>seguir los cambios de otras conexiones</translation>
    </message>
    <message>
        <source>add jobs</source>
        <translation>añadir trabajos</translation>
    </message>
    <message>
        <source>job %1 of %2: %3</source>
        <translation>trabajo %1 de %2: %3</translation>
    </message>
    <message>
        <source>save job %1 as %2</source>
        <translation>guardar el trabajo %1 como %2</translation>
    </message>
    <message>
        <source>There is no job %1 in %2. Check the job id (list jobs to see them).</source>
        <translation>No hay ningún trabajo %1 en %2. Compruebe el id del trabajo (la lista de trabajos los muestra).</translation>
    </message>
    <message>
        <source>Job %1 is no longer attempt %2 of engine %3 (now attempt %4 of %5): this late answer changes nothing.</source>
        <translation>El trabajo %1 ya no es el intento %2 del motor %3 (ahora intento %4 de %5): esta respuesta tardía no cambia nada.</translation>
    </message>
    <message>
        <source>Job %1 is %2; only a %3 job can be %4. Refresh the job list and try again if still needed.</source>
        <translation>El trabajo %1 está %2; solo un trabajo %3 puede ser %4. Actualice la lista de trabajos y vuelva a intentarlo si aún hace falta.</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>intento %1</translation>
    </message>
    <message>
        <source>task id %1</source>
        <translation>id de tarea %1</translation>
    </message>
    <message>
        <source>marked submitted</source>
        <translation>marcado como enviado</translation>
    </message>
    <message>
        <source>queued again</source>
        <translation>puesto de nuevo en cola</translation>
    </message>
    <message>
        <source>marked solved</source>
        <translation>marcado como resuelto</translation>
    </message>
    <message>
        <source>marked failed</source>
        <translation>marcado como fallido</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>retried</source>
        <translation>reintentado</translation>
    </message>
    <message>
        <source>record an event for job %1</source>
        <translation>registrar un evento para el trabajo %1</translation>
    </message>
    <message>
        <source>record an event for the %1 jobs</source>
        <translation>registrar un evento para los trabajos %1</translation>
    </message>
    <message>
        <source>set the busy timeout</source>
        <translation>fijar el tiempo de espera por ocupación</translation>
    </message>
    <message>
        <source>write</source>
        <translation>escribir</translation>
    </message>
    <message>
        <source>save the learned solve times</source>
        <translation>guardar los tiempos de resolución aprendidos</translation>
    </message>
    <message>
        <source>The job database %1 is damaged: %2. Restore it from a backup or move it away to start a new one.</source>
        <translation>La base de datos de trabajos %1 está dañada: %2. Restáurela desde una copia de seguridad o muévala para empezar una nueva.</translation>
    </message>
    <message>
        <source>register engine %1</source>
        <translation>registrar el motor %1</translation>
    </message>
    <message>
        <source>renew the lease of engine %1</source>
        <translation>renovar la concesión del motor %1</translation>
    </message>
    <message>
        <source>Engine %1 is no longer registered: its lease lapsed and another engine took over its jobs.</source>
        <translation>El motor %1 ya no está registrado: su concesión caducó y otro motor se hizo cargo de sus trabajos.</translation>
    </message>
    <message>
        <source>unregister engine %1</source>
        <translation>dar de baja el motor %1</translation>
    </message>
    <message>
        <source>take over the jobs of stopped engines</source>
        <translation>hacerse cargo de los trabajos de motores detenidos</translation>
    </message>
    <message>
        <source>engine %1 stopped or its lease lapsed</source>
        <translation>el motor %1 se detuvo o su concesión caducó</translation>
    </message>
    <message>
        <source>an earlier run</source>
        <translation>una ejecución anterior</translation>
    </message>
    <message>
        <source> while submitting: the submit may or may not have reached the service; queued again</source>
        <translation> al enviar: el envío pudo llegar o no al servicio; puesto de nuevo en cola</translation>
    </message>
    <message>
        <source>; polled by engine %1 from now on</source>
        <translation>; desde ahora lo consulta el motor %1</translation>
    </message>
    <message>
        <source>save the thread cap</source>
        <translation>guardar el límite de hilos</translation>
    </message>
    <message>
        <source>save the plan&apos;s threads</source>
        <translation>guardar los hilos del plan</translation>
    </message>
    <message>
        <source>claim jobs to submit</source>
        <translation>reclamar trabajos para enviar</translation>
    </message>
    <message>
        <source>Nothing was saved (%1 was abandoned).</source>
        <translation>No se guardó nada (se abandonó %1).</translation>
    </message>
    <message>
        <source>The disk that holds %1 is full: free space there (df -h %1 shows how much is left), then try again.</source>
        <translation>El disco que contiene %1 está lleno: libere espacio allí (df -h %1 muestra cuánto queda) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The database or the file system under %1 is read-only. Commands that only read (list, show, export, audit, hosts list) still work; to change anything, make it writable or copy it to a writable folder.</source>
        <translation>La base de datos o el sistema de archivos bajo %1 es de solo lectura. Los comandos que solo leen (list, show, export, audit, hosts list) siguen funcionando; para cambiar algo, permita la escritura o cópiela a una carpeta con escritura.</translation>
    </message>
    <message>
        <source>The file or its -wal and -shm files beside it could not be opened. Check the permissions of %1 and of the files in it.</source>
        <translation>No se pudo abrir el archivo o sus archivos -wal y -shm contiguos. Compruebe los permisos de %1 y de los archivos que contiene.</translation>
    </message>
    <message>
        <source>The file is not a SolveDeck database, or it is damaged: move it away or choose another location (a damaged one can be copied out with sqlite3&apos;s .recover).</source>
        <translation>El archivo no es una base de datos de SolveDeck o está dañado: muévalo o elija otra ubicación (de uno dañado se puede rescatar lo legible con .recover de sqlite3).</translation>
    </message>
    <message>
        <source>The disk under %1 reported an error: check it (the system log says more) and its free space, then try again.</source>
        <translation>El disco bajo %1 informó de un error: compruébelo (el registro del sistema da más detalles) y su espacio libre, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Another program holds the database locked: try again in a moment.</source>
        <translation>Otro programa mantiene bloqueada la base de datos: vuelva a intentarlo en un momento.</translation>
    </message>
    <message>
        <source>Check free disk space and the permissions of %1 and its files, then try again.</source>
        <translation>Compruebe el espacio libre y los permisos de %1 y sus archivos, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The folder %1 is on a read-only file system, so the job database cannot be changed there. Commands that only read (list, show, export, audit, hosts list) still work; to change anything, mount it writable or copy the database to a writable folder.</source>
        <translation>La carpeta %1 está en un sistema de archivos de solo lectura, así que la base de datos de trabajos no puede cambiarse allí. Los comandos que solo leen (list, show, export, audit, hosts list) siguen funcionando; para cambiar algo, móntelo con escritura o copie la base de datos a una carpeta con escritura.</translation>
    </message>
    <message>
        <source>Could not open the job database %1: %2. %3</source>
        <translation>No se pudo abrir la base de datos de trabajos %1: %2. %3</translation>
    </message>
    <message>
        <source>Could not use %1 as a job database: %2. %3</source>
        <translation>No se pudo usar %1 como base de datos de trabajos: %2. %3</translation>
    </message>
    <message>
        <source>Could not open the job database %1 for reading: %2. Its -wal file holds changes that SQLite can read only with a -shm file it cannot make there. %3 Or copy %1 and %1-wal together to a writable folder and open the copy.</source>
        <translation>No se pudo abrir la base de datos de trabajos %1 para leer: %2. Su archivo -wal contiene cambios que SQLite solo puede leer con un archivo -shm que no puede crear allí. %3 O copie %1 y %1-wal juntos a una carpeta con escritura y abra la copia.</translation>
    </message>
    <message>
        <source>Could not open the job database %1 for reading: %2. %3</source>
        <translation>No se pudo abrir la base de datos de trabajos %1 para leer: %2. %3</translation>
    </message>
    <message>
        <source>The job database %1 was written by a newer SolveDeck (schema version %2; this version knows up to %3). Update SolveDeck.</source>
        <translation>La base de datos de trabajos %1 la escribió un SolveDeck más reciente (versión de esquema %2; esta versión conoce hasta la %3). Actualice SolveDeck.</translation>
    </message>
    <message>
        <source>The job database %1 is of an older SolveDeck (schema version %2, now %3) and can be opened only for reading here, so it cannot be brought up to date. Open it once where it is writable (any command that changes something, or the console), then read it here again.</source>
        <translation>La base de datos de trabajos %1 es de un SolveDeck anterior (versión de esquema %2, ahora %3) y aquí solo puede abrirse para leer, así que no puede actualizarse. Ábrala una vez donde admita escritura (con un comando que cambie algo, o en la consola) y vuelva a leerla aquí.</translation>
    </message>
    <message>
        <source>Could not prepare the job database %1: %2. %3</source>
        <translation>No se pudo preparar la base de datos de trabajos %1: %2. %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>SolveDeck</source>
        <translation>SolveDeck</translation>
    </message>
    <message>
        <source>Job states</source>
        <translation>Estados de los trabajos</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Trabajos</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <source>Queue a new solve job</source>
        <translation>Poner en cola un nuevo trabajo de resolución</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Copy Token</source>
        <translation>&amp;Copiar token</translation>
    </message>
    <message>
        <source>Copy the selected job&apos;s token (cleared from the clipboard when it expires)</source>
        <translation>Copiar el token del trabajo seleccionado (se borra del portapapeles cuando caduca)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>Cance&amp;lar</translation>
    </message>
    <message>
        <source>Cancel the selected jobs (queued or in flight)</source>
        <translation>Cancelar los trabajos seleccionados (en cola o en curso)</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>Queue the selected failed or canceled jobs again (a new task)</source>
        <translation>Volver a poner en cola los trabajos fallidos o cancelados seleccionados (una tarea nueva)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Queue a new job with the selected job&apos;s parameters (for a token that has expired)</source>
        <translation>Poner en cola un trabajo nuevo con los parámetros del seleccionado (para un token caducado)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Report &amp;Wrong Answer</source>
        <translation>Notificar respuesta &amp;incorrecta</translation>
    </message>
    <message>
        <source>Tell the service the selected job&apos;s answer was wrong (reportbad)</source>
        <translation>Indicar al servicio que la respuesta del trabajo seleccionado era incorrecta (reportbad)</translation>
    </message>
    <message>
        <source>Report C&amp;orrect Answer</source>
        <translation>Notificar respuesta correct&amp;a</translation>
    </message>
    <message>
        <source>Tell the service the selected job&apos;s answer was correct (reportgood)</source>
        <translation>Indicar al servicio que la respuesta del trabajo seleccionado era correcta (reportgood)</translation>
    </message>
    <message>
        <source>&amp;Detail Pane</source>
        <translation>Panel de &amp;detalles</translation>
    </message>
    <message>
        <source>Show or hide the selected job&apos;s token, timeline and parameters</source>
        <translation>Mostrar u ocultar el token, la cronología y los parámetros del trabajo seleccionado</translation>
    </message>
    <message>
        <source>Show only the jobs you added on this machine; off, every job in the database, whoever added it</source>
        <translation>Mostrar solo los trabajos que añadió en este equipo; desactivado, todos los trabajos de la base de datos, sea quien sea quien los añadió</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Filter the table by page URL, site key, method or error</source>
        <translation>Filtrar la tabla por URL de la página, clave del sitio, método o error</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Store your CaptchaAI API key in the system keychain</source>
        <translation>Guardar su clave de API de CaptchaAI en el llavero del sistema</translation>
    </message>
    <message>
        <source>Choose where jobs are kept: this computer or a team database</source>
        <translation>Elegir dónde se guardan los trabajos: este equipo o una base de datos de equipo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;About SolveDeck</source>
        <translation>&amp;Acerca de SolveDeck</translation>
    </message>
    <message>
        <source>New jobs push the rows down so the newest stays in view, but only while you look at no row (the table at its top, the pointer elsewhere, nothing selected); off, or while you do, rows stay still and new jobs above are announced</source>
        <translation>Los trabajos nuevos empujan las filas hacia abajo para que el más reciente siga a la vista, pero solo mientras no mira ninguna fila (la tabla arriba del todo, el puntero en otra parte, nada seleccionado); desactivado, o mientras mira una, las filas no se mueven y se anuncian los trabajos nuevos de arriba</translation>
    </message>
    <message>
        <source>&amp;Filter Jobs</source>
        <translation>&amp;Filtrar trabajos</translation>
    </message>
</context>
<context>
    <name>Notifications</name>
    <message>
        <source>A job failed</source>
        <translation>Un trabajo ha fallado</translation>
    </message>
    <message>
        <source>The API key was rejected</source>
        <translation>La clave de API fue rechazada</translation>
    </message>
    <message>
        <source>The service banned this address</source>
        <translation>El servicio ha bloqueado esta dirección</translation>
    </message>
    <message>
        <source>The queue is empty</source>
        <translation>La cola está vacía</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) failed</source>
        <translation>
            <numerusform>Ha fallado %n trabajo</numerusform>
            <numerusform>Han fallado %n trabajos</numerusform>
        </translation>
    </message>
    <message>
        <source>the API key was rejected</source>
        <translation>la clave de API fue rechazada</translation>
    </message>
    <message>
        <source>the service banned this address</source>
        <translation>el servicio ha bloqueado esta dirección</translation>
    </message>
    <message>
        <source>the queue drained</source>
        <translation>la cola se ha vaciado</translation>
    </message>
    <message numerus="yes">
        <source>SolveDeck: %n event(s)</source>
        <translation>
            <numerusform>SolveDeck: %n evento</numerusform>
            <numerusform>SolveDeck: %n eventos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueueControl</name>
    <message>
        <source>pause the queue</source>
        <translation>pausar la cola</translation>
    </message>
    <message>
        <source>resume the queue</source>
        <translation>reanudar la cola</translation>
    </message>
</context>
<context>
    <name>SolveDeck</name>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>method: missing. Use one of recaptcha_v2, recaptcha_v3, turnstile, image.</source>
        <translation>method: falta. Use recaptcha_v2, recaptcha_v3, turnstile o image.</translation>
    </message>
    <message>
        <source>method: &quot;%1&quot; is not known. Use one of recaptcha_v2, recaptcha_v3, turnstile, image.</source>
        <translation>method: «%1» no se conoce. Use recaptcha_v2, recaptcha_v3, turnstile o image.</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;.%2&quot;. Use a .csv file or a .jsonl / .ndjson file (one JSON object per line).</source>
        <translation>%1: tipo de archivo desconocido «.%2». Use un archivo .csv o un archivo .jsonl / .ndjson (un objeto JSON por línea).</translation>
    </message>
    <message>
        <source>Could not read %1: %2. Check the path and that the file is readable.</source>
        <translation>No se pudo leer %1: %2. Compruebe la ruta y que el archivo es legible.</translation>
    </message>
    <message>
        <source>sitekey: missing. Copy the site key from the page (the data-sitekey attribute of the CAPTCHA element, or the k= parameter of its iframe URL).</source>
        <translation>sitekey: falta. Copie la clave del sitio de la página (el atributo data-sitekey del elemento CAPTCHA o el parámetro k= de la URL de su iframe).</translation>
    </message>
    <message>
        <source>sitekey: %1 characters long, at most %2 are allowed. Copy only the key itself, not the surrounding HTML or URL.</source>
        <translation>sitekey: %1 caracteres, se permiten como máximo %2. Copie solo la clave, no el HTML o la URL de alrededor.</translation>
    </message>
    <message>
        <source>sitekey: contains spaces or characters that cannot be in a site key. Copy the key again without surrounding spaces, quotes or line breaks.</source>
        <translation>sitekey: contiene espacios o caracteres que no pueden estar en una clave del sitio. Copie de nuevo la clave sin espacios, comillas ni saltos de línea alrededor.</translation>
    </message>
    <message>
        <source>pageurl: missing. Give the full address of the page that shows the CAPTCHA, for example https://example.com/login.</source>
        <translation>pageurl: falta. Indique la dirección completa de la página que muestra el CAPTCHA, por ejemplo https://example.com/login.</translation>
    </message>
    <message>
        <source>pageurl: &quot;%1&quot; is not a valid address. Give the full address of the page, for example https://example.com/login.</source>
        <translation>pageurl: «%1» no es una dirección válida. Indique la dirección completa de la página, por ejemplo https://example.com/login.</translation>
    </message>
    <message>
        <source>pageurl: &quot;%1&quot; must start with http:// or https://. Give the full address of the page, for example https://example.com/login.</source>
        <translation>pageurl: «%1» debe empezar por http:// o https://. Indique la dirección completa de la página, por ejemplo https://example.com/login.</translation>
    </message>
    <message>
        <source>pageurl: &quot;%1&quot; has no host name. Give the full address of the page, for example https://example.com/login.</source>
        <translation>pageurl: «%1» no tiene nombre de host. Indique la dirección completa de la página, por ejemplo https://example.com/login.</translation>
    </message>
    <message>
        <source>body: starts with a data: URL prefix. Remove everything up to and including the comma (&quot;data:image/png;base64,&quot;) and keep only the base64 text.</source>
        <translation>body: empieza con un prefijo de URL data:. Quite todo hasta la coma incluida («data:image/png;base64,») y deje solo el texto base64.</translation>
    </message>
    <message>
        <source>body: is not valid base64. Encode the image file with base64 (for example `base64 -w0 captcha.png`) and paste the whole output.</source>
        <translation>body: no es base64 válido. Codifique el archivo de imagen en base64 (por ejemplo `base64 -w0 captcha.png`) y pegue la salida completa.</translation>
    </message>
    <message>
        <source>body: the image is empty. Give the base64 text of a non-empty image file.</source>
        <translation>body: la imagen está vacía. Indique el texto base64 de un archivo de imagen no vacío.</translation>
    </message>
    <message>
        <source>body: the image is %1 KB, more than the %2 KB the service accepts. Crop the image to the CAPTCHA or save it as a smaller JPEG or PNG.</source>
        <translation>body: la imagen ocupa %1 KB, más de los %2 KB que acepta el servicio. Recorte la imagen al CAPTCHA o guárdela como un JPEG o PNG más pequeño.</translation>
    </message>
    <message>
        <source>%1: is empty. Give it a value or leave the parameter out.</source>
        <translation>%1: está vacío. Dele un valor o quite el parámetro.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; use 1 to turn it on or 0 to turn it off.</source>
        <translation>%1: «%2» no está permitido; use 1 para activarlo o 0 para desactivarlo.</translation>
    </message>
    <message>
        <source>numeric: &quot;%1&quot; is not allowed; use 0 (any characters), 1 (digits only), 2 (letters only), 3 (digits or letters) or 4 (both digits and letters).</source>
        <translation>numeric: «%1» no está permitido; use 0 (cualquier carácter), 1 (solo dígitos), 2 (solo letras), 3 (dígitos o letras) o 4 (dígitos y letras).</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; use a whole number from 1 to 20, or 0 for no limit.</source>
        <translation>%1: «%2» no está permitido; use un número entero de 1 a 20, o 0 para sin límite.</translation>
    </message>
    <message>
        <source>min_len: %1 is greater than max_len %2. Swap them or correct one of them.</source>
        <translation>min_len: %1 es mayor que max_len %2. Intercámbielos o corrija uno de ellos.</translation>
    </message>
    <message>
        <source>min_score: &quot;%1&quot; is not allowed; use a number from 0.1 to 0.9, for example 0.3.</source>
        <translation>min_score: «%1» no está permitido; use un número de 0.1 a 0.9, por ejemplo 0.3.</translation>
    </message>
    <message>
        <source>action: &quot;%1&quot; is not a reCAPTCHA action; use the value the page passes to grecaptcha.execute (letters, digits, / and _ only), for example verify or login.</source>
        <translation>action: «%1» no es una acción de reCAPTCHA; use el valor que la página pasa a grecaptcha.execute (solo letras, dígitos, / y _), por ejemplo verify o login.</translation>
    </message>
    <message>
        <source>proxytype: &quot;%1&quot; is not allowed; use one of %2.</source>
        <translation>proxytype: «%1» no está permitido; use uno de %2.</translation>
    </message>
    <message>
        <source>proxytype: given without a proxy. Add the proxy (login:password@host:port or host:port) or remove proxytype.</source>
        <translation>proxytype: indicado sin proxy. Añada el proxy (usuario:contraseña@host:puerto o host:puerto) o quite proxytype.</translation>
    </message>
    <message>
        <source>proxy: given without proxytype. Add proxytype (HTTP, HTTPS, SOCKS4 or SOCKS5).</source>
        <translation>proxy: indicado sin proxytype. Añada proxytype (HTTP, HTTPS, SOCKS4 o SOCKS5).</translation>
    </message>
    <message>
        <source>pingback: &quot;%1&quot; is not a full http(s) address. Give the URL the service should call when the job is solved, for example https://example.com/solved, or leave it out.</source>
        <translation>pingback: «%1» no es una dirección http(s) completa. Indique la URL a la que el servicio debe llamar cuando el trabajo se resuelva, por ejemplo https://example.com/solved, o quítela.</translation>
    </message>
    <message>
        <source>textinstructions: %1 characters long, at most %2 are allowed. Shorten the instructions.</source>
        <translation>textinstructions: %1 caracteres, se permiten como máximo %2. Acorte las instrucciones.</translation>
    </message>
    <message>
        <source>%1: not a parameter of %2 jobs. Remove it or check its spelling; allowed: %3.</source>
        <translation>%1: no es un parámetro de los trabajos %2. Quítelo o revise cómo está escrito; permitidos: %3.</translation>
    </message>
    <message>
        <source>sitekey/pageurl: image jobs take neither. Leave them empty and put the image in the body parameter (base64).</source>
        <translation>sitekey/pageurl: los trabajos de imagen no usan ninguno. Déjelos vacíos y ponga la imagen en el parámetro body (base64).</translation>
    </message>
    <message>
        <source>body: missing. Image jobs need the image as base64 text in the body parameter.</source>
        <translation>body: falta. Los trabajos de imagen necesitan la imagen como texto base64 en el parámetro body.</translation>
    </message>
    <message>
        <source>label: %1 characters; at most %2. Shorten it.</source>
        <translation>label: %1 caracteres; como máximo %2. Acórtela.</translation>
    </message>
    <message>
        <source>label: contains control characters (line breaks, tabs, escapes). Use plain text.</source>
        <translation>label: contiene caracteres de control (saltos de línea, tabulaciones, escapes). Use texto simple.</translation>
    </message>
    <message>
        <source>The database address is not usable: %1. Write it as postgresql://USER@HOST:PORT/DATABASE (the port may be left out; ?sslmode=... and ?connect_timeout=SECONDS are accepted).</source>
        <translation>La dirección de la base de datos no se puede usar: %1. Escríbala como postgresql://USUARIO@HOST:PUERTO/BASE (el puerto puede omitirse; se aceptan ?sslmode=... y ?connect_timeout=SEGUNDOS).</translation>
    </message>
    <message>
        <source>The database address contains a password (USER:PASSWORD@ or ?password=). SolveDeck does not take passwords in addresses: command lines, settings and logs are visible to others. Remove it (write postgresql://USER@HOST:PORT/DATABASE; an &apos;@&apos; in the database name is written %40) and give the password through the keychain (the console asks for it), the PGPASSWORD environment variable or ~/.pgpass.</source>
        <translation>La dirección de la base de datos contiene una contraseña (USUARIO:CONTRASEÑA@ o ?password=). SolveDeck no acepta contraseñas en las direcciones: las líneas de órdenes, la configuración y los registros los ven otros. Quítela (escriba postgresql://USUARIO@HOST:PUERTO/BASE; una «@» en el nombre de la base se escribe %40) y dé la contraseña mediante el llavero (la consola la pide), la variable de entorno PGPASSWORD o ~/.pgpass.</translation>
    </message>
    <message>
        <source>The address contains a password. Put the password in the password field; it is kept in the keychain.</source>
        <translation>La dirección contiene una contraseña. Escriba la contraseña en el campo de contraseña; se guarda en el llavero.</translation>
    </message>
    <message>
        <source>Enter the team database&apos;s address, for example %1.</source>
        <translation>Introduzca la dirección de la base de datos de equipo, por ejemplo %1.</translation>
    </message>
    <message>
        <source>%1 is not a PostgreSQL address: a team database address starts with postgresql://, for example %2.</source>
        <translation>%1 no es una dirección de PostgreSQL: la dirección de una base de datos de equipo empieza por postgresql://, por ejemplo %2.</translation>
    </message>
    <message>
        <source>A team database address starts with postgresql://, for example %1.</source>
        <translation>La dirección de una base de datos de equipo empieza por postgresql://, por ejemplo %1.</translation>
    </message>
    <message>
        <source>Could not write the export to %1: %2. Check free disk space and permissions, or choose another place.</source>
        <translation>No se pudo escribir la exportación en %1: %2. Compruebe el espacio libre en disco y los permisos, o elija otro lugar.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1: longer than %2, the most a field may hold. Check that the file is a job file and the field is what you meant; an image body may be up to %3 of base64.</source>
        <translation>%1: más largo que %2, el máximo que puede contener un campo. Compruebe que el archivo es un archivo de trabajos y que el campo es lo que pretendía; el contenido de una imagen puede ocupar hasta %3 en base64.</translation>
    </message>
    <message>
        <source>%1is not valid UTF-8 text. Save the file as UTF-8 (in a spreadsheet program: CSV UTF-8) and try again.</source>
        <translation>%1no es texto UTF-8 válido. Guarde el archivo como UTF-8 (en una hoja de cálculo: CSV UTF-8) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>state: &quot;%1&quot; is not known. Use queued, submitting, submitted, solved, failed or canceled (or leave the state column out to queue every row anew).</source>
        <translation>state: «%1» no es un estado conocido. Use queued, submitting, submitted, solved, failed o canceled (o quite la columna state para poner cada fila en cola de nuevo).</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a time. Write ISO 8601 such as 2026-01-31T12:00:00.000Z, or leave it empty.</source>
        <translation>%1: «%2» no es una hora. Escriba ISO 8601, como 2026-01-31T12:00:00.000Z, o déjelo vacío.</translation>
    </message>
    <message>
        <source>attempts: &quot;%1&quot; is not a whole number.</source>
        <translation>attempts: «%1» no es un número entero.</translation>
    </message>
    <message>
        <source>events: each event must be an object with &quot;at&quot; (an ISO 8601 time) and &quot;kind&quot;, as SolveDeck exports them.</source>
        <translation>events: cada evento debe ser un objeto con «at» (una hora ISO 8601) y «kind», tal como los exporta SolveDeck.</translation>
    </message>
    <message>
        <source>Could not read %1: there is no such file. Check the path.</source>
        <translation>No se pudo leer %1: el archivo no existe. Compruebe la ruta.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a job file. Give the path of a .csv or .jsonl file.</source>
        <translation>%1 es una carpeta, no un archivo de trabajos. Indique la ruta de un archivo .csv o .jsonl.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, socket or device). Save the jobs to a file first and give its path.</source>
        <translation>%1 no es un archivo normal (una tubería, un socket o un dispositivo). Guarde primero los trabajos en un archivo e indique su ruta.</translation>
    </message>
    <message>
        <source>%1 is %2 MiB, larger than the %3 MiB a job file may be. Split it into smaller files.</source>
        <translation>%1 ocupa %2 MiB, más que los %3 MiB que puede ocupar un archivo de trabajos. Divídalo en archivos más pequeños.</translation>
    </message>
    <message>
        <source>import jobs</source>
        <translation>importar trabajos</translation>
    </message>
    <message>
        <source>Could not store the jobs in %1: %2. Nothing from the file was stored.</source>
        <translation>No se pudieron guardar los trabajos en %1: %2. No se guardó nada del archivo.</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importado</translation>
    </message>
    <message>
        <source>Could not keep the new job ids: %1. Check free space in the temporary folder.</source>
        <translation>No se pudieron conservar los identificadores de los trabajos nuevos: %1. Compruebe el espacio libre en la carpeta temporal.</translation>
    </message>
    <message>
        <source>pageurl: %1 characters long, at most %2 are allowed. Give the page&apos;s address without long query parameters, as the browser shows it when the CAPTCHA appears.</source>
        <translation>pageurl: tiene %1 caracteres y se admiten como máximo %2. Indique la dirección de la página sin parámetros de consulta largos, tal como la muestra el navegador cuando aparece el CAPTCHA.</translation>
    </message>
    <message>
        <source>pageurl: contains control characters (line breaks, tabs, escapes or direction marks), which no address has. Copy the address again from the browser&apos;s address bar.</source>
        <translation>pageurl: contiene caracteres de control (saltos de línea, tabuladores, escapes o marcas de dirección), que ninguna dirección tiene. Copie de nuevo la dirección desde la barra de direcciones del navegador.</translation>
    </message>
    <message>
        <source>%1: %2 characters long, at most %3 are allowed. Copy only the value itself.</source>
        <translation>%1: tiene %2 caracteres y se admiten como máximo %3. Copie solo el valor en sí.</translation>
    </message>
    <message>
        <source>%1: contains control characters (line breaks, tabs, escapes or direction marks). Copy the value again as one line of plain text.</source>
        <translation>%1: contiene caracteres de control (saltos de línea, tabuladores, escapes o marcas de dirección). Copie de nuevo el valor como una sola línea de texto sin formato.</translation>
    </message>
    <message>
        <source>cookies: &quot;%1&quot; is not a name:value pair. Give the cookies as name1:value1;name2:value2.</source>
        <translation>cookies: «%1» no es un par nombre:valor. Indique las cookies como nombre1:valor1;nombre2:valor2.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; Cloudflare Turnstile takes at most %3 letters, digits, _ and - here. Use the value the page passes to turnstile.render.</source>
        <translation>%1: «%2» no está permitido; Cloudflare Turnstile admite aquí como máximo %3 letras, dígitos, _ y -. Use el valor que la página pasa a turnstile.render.</translation>
    </message>
    <message>
        <source>userAgent: not a browser&apos;s user agent (at most %1 printable ASCII characters). Copy it from the browser (navigator.userAgent in its console).</source>
        <translation>userAgent: no es el agente de usuario de un navegador (como máximo %1 caracteres ASCII imprimibles). Cópielo del navegador (navigator.userAgent en su consola).</translation>
    </message>
    <message>
        <source>data-s: is not a data-s token (at most %1 printable ASCII characters). Copy the data-s attribute of the reCAPTCHA element as it is.</source>
        <translation>data-s: no es un token data-s (como máximo %1 caracteres ASCII imprimibles). Copie el atributo data-s del elemento reCAPTCHA tal cual.</translation>
    </message>
    <message>
        <source>proxy: not in the form login:password@host:port or host:port (a host name or IP address, then a port). Check for spaces and a missing port.</source>
        <translation>proxy: no tiene la forma login:contraseña@host:puerto o host:puerto (un nombre de host o una dirección IP y después un puerto). Compruebe si hay espacios o falta el puerto.</translation>
    </message>
    <message>
        <source>proxy: port %1 is out of range; use a port from 1 to 65535.</source>
        <translation>proxy: el puerto %1 está fuera de rango; use un puerto de 1 a 65535.</translation>
    </message>
    <message>
        <source>idempotency key: %1 characters long, at most %2 are allowed. Use a short identifier, such as a UUID or your own row id.</source>
        <translation>clave de idempotencia: tiene %1 caracteres y se admiten como máximo %2. Use un identificador corto, como un UUID o su propio id de fila.</translation>
    </message>
    <message>
        <source>idempotency key: contains control characters (line breaks, tabs, escapes or direction marks). Use printable text only, such as a UUID or your own row id.</source>
        <translation>clave de idempotencia: contiene caracteres de control (saltos de línea, tabuladores, escapes o marcas de dirección). Use solo texto imprimible, como un UUID o su propio id de fila.</translation>
    </message>
    <message>
        <source>Could not read the job history from %1: %2. Check that the database is reachable and try again.</source>
        <translation>No se pudo leer el historial de trabajos de %1: %2. Compruebe que la base de datos es accesible y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Could not read the jobs to export from %1: %2. Check that the database is reachable and try again.</source>
        <translation>No se pudieron leer de %1 los trabajos que se exportan: %2. Compruebe que la base de datos está accesible y vuelva a intentarlo.</translation>
    </message>
    <message numerus="yes">
        <source>Canceled after %n job(s).</source>
        <translation>
            <numerusform>Cancelado tras %n trabajo.</numerusform>
            <numerusform>Cancelado tras %n trabajos.</numerusform>
        </translation>
    </message>
    <message>
        <source>now</source>
        <comment>the right end of a chart&apos;s time axis</comment>
        <translation>ahora</translation>
    </message>
    <message>
        <source>−%1 h</source>
        <comment>hours before now on a chart&apos;s time axis</comment>
        <translation>−%1 h</translation>
    </message>
    <message>
        <source>−%1 min</source>
        <comment>minutes before now on a chart&apos;s time axis</comment>
        <translation>−%1 min</translation>
    </message>
    <message>
        <source>%1: contains control characters (line breaks, tabs, escapes or direction marks), which SolveDeck never exports there. Check where the file comes from; remove the characters or the row.</source>
        <translation>%1: contiene caracteres de control (saltos de línea, tabulaciones, secuencias de escape o marcas de dirección), que SolveDeck nunca exporta ahí. Compruebe de dónde procede el archivo; quite los caracteres o la fila.</translation>
    </message>
    <message>
        <source>pingback: the address has user information (a name or password before &apos;@&apos;), which would travel with every solved token and can hide the real host. Give the address without it, for example https://%1/solved.</source>
        <translation>pingback: la dirección tiene información de usuario (un nombre o contraseña antes de «@»), que viajaría con cada token resuelto y puede ocultar el host real. Indique la dirección sin ella, por ejemplo https://%1/solved.</translation>
    </message>
    <message>
        <source>pingback: the host of &quot;%1&quot; cannot be read the same way by every program (a backslash, percent-encoding or an invalid name). Give a plain address such as https://example.com/solved.</source>
        <translation>pingback: el host de «%1» no lo leen igual todos los programas (una barra invertida, codificación por porcentaje o un nombre no válido). Indique una dirección simple como https://example.com/solved.</translation>
    </message>
    <message>
        <source>pingback: &quot;%1&quot; is plain http, so solved tokens would cross the network unencrypted. Use https:// (plain http is accepted only for this machine: 127.0.0.1, ::1, localhost).</source>
        <translation>pingback: «%1» es http simple, así que los tokens resueltos cruzarían la red sin cifrar. Use https:// (http simple solo se acepta para esta máquina: 127.0.0.1, ::1, localhost).</translation>
    </message>
    <message>
        <source>proxy: the password reads %1, which is how an export masks it. Export again with --include-proxy-passwords, or give the proxy&apos;s real password.</source>
        <translation>proxy: la contraseña es %1, que es como la enmascara una exportación. Exporte de nuevo con --include-proxy-passwords o indique la contraseña real del proxy.</translation>
    </message>
    <message>
        <source>pingback: the host %1 is not an authorised target, so the service would post solved tokens to a site nobody authorised. Leave pingback out, or, if you own %1 or may receive tokens there, %2, then add the job again.</source>
        <translation>pingback: el host %1 no es un destino autorizado, así que el servicio enviaría los tokens resueltos a un sitio que nadie autorizó. Quite pingback o, si %1 es suyo o puede recibir tokens allí, %2, y luego añada el trabajo de nuevo.</translation>
    </message>
    <message>
        <source>sitekey: &quot;%1&quot; (length %2) does not look like a reCAPTCHA site key, which is 40 letters, digits, - or _ starting with 6L (for example 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-). Copy it from the page: the data-sitekey attribute of the CAPTCHA element.</source>
        <translation>sitekey: «%1» (longitud %2) no parece una clave de sitio de reCAPTCHA, que tiene 40 letras, dígitos, - o _ y empieza por 6L (por ejemplo 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-). Cópiela de la página: el atributo data-sitekey del elemento CAPTCHA.</translation>
    </message>
    <message>
        <source>sitekey: &quot;%1&quot; does not look like a Turnstile site key, which starts with 0x4 and is 20 to 40 letters, digits, - or _ (for example 0x4AAAAAAAC3DHQFLr1GavRN). Copy it from the page: the data-sitekey attribute of the CAPTCHA element.</source>
        <translation>sitekey: «%1» no parece una clave de sitio de Turnstile, que empieza por 0x4 y tiene de 20 a 40 letras, dígitos, - o _ (por ejemplo 0x4AAAAAAAC3DHQFLr1GavRN). Cópiela de la página: el atributo data-sitekey del elemento CAPTCHA.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ApiKeyDialog</name>
    <message>
        <source>Set API Key</source>
        <translation>Establecer clave de API</translation>
    </message>
    <message>
        <source>Your CaptchaAI API key: 32 characters, 0-9 and a-f, from your account dashboard. It is stored in the system keychain and sent only in request bodies.</source>
        <translation>Su clave de API de CaptchaAI: 32 caracteres, 0-9 y a-f, del panel de su cuenta. Se guarda en el llavero del sistema y solo se envía en el cuerpo de las solicitudes.</translation>
    </message>
    <message>
        <source>&amp;API key:</source>
        <translation>Clave de &amp;API:</translation>
    </message>
    <message>
        <source>&amp;Store Key</source>
        <translation>&amp;Guardar clave</translation>
    </message>
    <message>
        <source>Paste the key from your CaptchaAI account.</source>
        <translation>Pegue la clave de su cuenta de CaptchaAI.</translation>
    </message>
    <message>
        <source>A CaptchaAI key has only the characters 0-9 and a-f; this one has others. Copy it again from the dashboard.</source>
        <translation>Una clave de CaptchaAI solo tiene los caracteres 0-9 y a-f; esta tiene otros. Cópiela de nuevo del panel.</translation>
    </message>
    <message>
        <source>%1 of 32 characters: a CaptchaAI key is exactly 32 characters long.</source>
        <translation>%1 de 32 caracteres: una clave de CaptchaAI tiene exactamente 32 caracteres.</translation>
    </message>
    <message>
        <source>The system keychain is locked or refused access, so the key was not read or stored. Unlock your login keyring (for example with Seahorse or KWallet) and try again.</source>
        <translation>El llavero del sistema está bloqueado o denegó el acceso, así que la clave no se leyó ni se guardó. Desbloquee su llavero de inicio de sesión (por ejemplo con Seahorse o KWallet) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>No system keychain is running in this session (SolveDeck keeps the key only there, never in a file). Start your desktop&apos;s keyring (GNOME Keyring or KWallet) and try again.</source>
        <translation>No hay ningún llavero del sistema en esta sesión (SolveDeck guarda la clave solo allí, nunca en un archivo). Inicie el llavero de su escritorio (GNOME Keyring o KWallet) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The system keychain did not answer. It may be waiting for you to unlock it in another window; unlock it and try again.</source>
        <translation>El llavero del sistema no respondió. Puede que espere a que lo desbloquee en otra ventana; desbloquéelo y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The system keychain reported an error, so the key was not read or stored. Try again; if it persists, restart your desktop&apos;s keyring.</source>
        <translation>El llavero del sistema informó de un error, así que la clave no se leyó ni se guardó. Vuelva a intentarlo; si persiste, reinicie el llavero de su escritorio.</translation>
    </message>
    <message>
        <source>Without a keychain, start SolveDeck with the key in the environment variable %1 (used for that run only).</source>
        <translation>Sin llavero, inicie SolveDeck con la clave en la variable de entorno %1 (solo para esa ejecución).</translation>
    </message>
    <message>
        <source>Your CaptchaAI API key: 32 characters, 0-9 and a-f; shown as dots</source>
        <translation>Su clave de API de CaptchaAI: 32 caracteres, 0-9 y a-f; se muestra con puntos</translation>
    </message>
    <message>
        <source>The keychain said: %1</source>
        <translation>El llavero respondió: %1</translation>
    </message>
    <message>
        <source>No API key is stored yet. Choose %1 to store yours in the system keychain.</source>
        <translation>Aún no hay ninguna clave de API guardada. Elija %1 para guardar la suya en el llavero del sistema.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::AuditLogDialog</name>
    <message>
        <source>Audit Log</source>
        <translation>Registro de auditoría</translation>
    </message>
    <message>
        <source>Filter by actor, action or detail</source>
        <translation>Filtrar por actor, acción o detalle</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>Shows the entries whose actor, action or detail contains this text</source>
        <translation>Muestra las entradas cuyo actor, acción o detalle contiene este texto</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtro:</translation>
    </message>
    <message>
        <source>Kind of action</source>
        <translation>Tipo de acción</translation>
    </message>
    <message>
        <source>Shows one kind of action only</source>
        <translation>Muestra solo un tipo de acción</translation>
    </message>
    <message>
        <source>All actions</source>
        <translation>Todas las acciones</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>Authorised hosts</source>
        <translation>Hosts autorizados</translation>
    </message>
    <message>
        <source>Thread cap</source>
        <translation>Límite de hilos</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Cola</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Trabajos</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Registro de auditoría</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Acción:</translation>
    </message>
    <message>
        <source>Time range</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Shows the entries of this recent time only</source>
        <translation>Muestra solo las entradas de este periodo reciente</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Todo el tiempo</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Última hora</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Últimas 24 horas</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>&amp;Since:</source>
        <translation>&amp;Desde:</translation>
    </message>
    <message>
        <source>Audit log entries</source>
        <translation>Entradas del registro de auditoría</translation>
    </message>
    <message>
        <source>Newest first: time, actor, interface, action and detail</source>
        <translation>Las más recientes primero: hora, actor, interfaz, acción y detalle</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Actor</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Interfaz</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <source>Entry count</source>
        <translation>Número de entradas</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <source>Saves the entries shown to a CSV file</source>
        <translation>Guarda las entradas mostradas en un archivo CSV</translation>
    </message>
    <message>
        <source>No job database is open: the audit log is kept in it.</source>
        <translation>No hay ninguna base de datos de trabajos abierta: el registro de auditoría está en ella.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entrada</numerusform>
            <numerusform>%n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write %1: %2. Choose a folder you may write to.</source>
        <translation>No se pudo escribir %1: %2. Elija una carpeta en la que pueda escribir.</translation>
    </message>
    <message>
        <source>Could not write %1: %2. Check the free space and try again.</source>
        <translation>No se pudo escribir %1: %2. Compruebe el espacio libre y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Export the audit log</source>
        <translation>Exportar el registro de auditoría</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Audit log not exported</source>
        <translation>Registro de auditoría no exportado</translation>
    </message>
    <message>
        <source>Gateway clients</source>
        <translation>Clientes de la pasarela</translation>
    </message>
    <message>
        <source>Service endpoint</source>
        <translation>Punto de acceso del servicio</translation>
    </message>
</context>
<context>
    <name>SolveDeck::BannerBar</name>
    <message>
        <source>Notice</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Set API Key…</source>
        <translation>Establecer clave de API…</translation>
    </message>
    <message>
        <source>Try Demo Mode</source>
        <translation>Probar el modo de demostración</translation>
    </message>
    <message>
        <source>Change Key…</source>
        <translation>Cambiar clave…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Job Database…</source>
        <translation>Base de datos de trabajos…</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>SolveDeck::CapacityConsole</name>
    <message>
        <source>&amp;Pause Queue</source>
        <translation>&amp;Pausar cola</translation>
    </message>
    <message>
        <source>No new submits by any engine on this database; tasks at the service are still collected (Space)</source>
        <translation>Ningún motor de esta base de datos hace nuevos envíos; las tareas en el servicio se siguen recogiendo (Espacio)</translation>
    </message>
    <message>
        <source>&amp;Show/Hide SolveDeck</source>
        <translation>&amp;Mostrar/ocultar SolveDeck</translation>
    </message>
    <message>
        <source>&amp;Capacity Dock</source>
        <translation>Panel de &amp;capacidad</translation>
    </message>
    <message>
        <source>Every job is done; nothing is queued.</source>
        <translation>Todos los trabajos están hechos; no queda nada en cola.</translation>
    </message>
    <message>
        <source>Queue paused: no new submits; tasks at the service are still collected.</source>
        <translation>Cola en pausa: sin nuevos envíos; las tareas en el servicio se siguen recogiendo.</translation>
    </message>
    <message>
        <source>Queue resumed.</source>
        <translation>Cola reanudada.</translation>
    </message>
    <message>
        <source>The queue is paused until a valid key is set.</source>
        <translation>La cola está en pausa hasta que se establezca una clave válida.</translation>
    </message>
    <message>
        <source>All traffic stops until the ban ends; check the API key.</source>
        <translation>Todo el tráfico se detiene hasta que termine el bloqueo; compruebe la clave de API.</translation>
    </message>
    <message>
        <source>&amp;Resume Queue</source>
        <translation>&amp;Reanudar cola</translation>
    </message>
    <message>
        <source>Submit queued jobs again, by every engine on this database (Space)</source>
        <translation>Volver a enviar los trabajos en cola, por cada motor de esta base de datos (Espacio)</translation>
    </message>
    <message>
        <source>Job %1 (%2) failed: %3</source>
        <translation>Trabajo %1 (%2) fallido: %3</translation>
    </message>
    <message>
        <source>Job %1 (%2) failed: %3 — %4</source>
        <translation>Trabajo %1 (%2) fallido: %3 — %4</translation>
    </message>
</context>
<context>
    <name>SolveDeck::CapacityDock</name>
    <message>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <source>The account&apos;s threads as threadsinfo last reported them (every client of this key)</source>
        <translation>Los hilos de la cuenta según el último informe de threadsinfo (todos los clientes de esta clave)</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Cuenta:</translation>
    </message>
    <message>
        <source>getbalance (0 is normal on thread plans)</source>
        <translation>getbalance (0 es normal en los planes por hilos)</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>Saldo:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Jobs the service accepted and has not answered yet, as the sidebar&apos;s Solving row counts them</source>
        <translation>Trabajos que el servicio aceptó y aún no respondió, como los cuenta la fila «Resolviendo» de la barra lateral</translation>
    </message>
    <message>
        <source>Solving:</source>
        <translation>Resolviendo:</translation>
    </message>
    <message>
        <source>Threads this console&apos;s solves hold at the service, against the effective cap (your cap, never above the plan&apos;s threads). A thread is free as soon as the service has finished a task, before its answer is collected.</source>
        <translation>Hilos que ocupan en el servicio las resoluciones de esta consola, frente al límite efectivo (su límite, nunca por encima de los hilos del plan). Un hilo queda libre en cuanto el servicio termina una tarea, antes de que se recoja su respuesta.</translation>
    </message>
    <message>
        <source>Threads in use</source>
        <translation>Hilos en uso</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Hilos:</translation>
    </message>
    <message>
        <source>The charts need a wider panel: drag its edge, or &lt;a href=&quot;#float&quot;&gt;show them in a window of their own&lt;/a&gt;.</source>
        <translation>Los gráficos necesitan un panel más ancho: arrastre su borde o &lt;a href=&quot;#float&quot;&gt;muéstrelos en una ventana propia&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>The charts need a wider panel than this window leaves beside the table: &lt;a href=&quot;#float&quot;&gt;show them in a window of their own&lt;/a&gt;.</source>
        <translation>Los gráficos necesitan un panel más ancho del que esta ventana deja junto a la tabla: &lt;a href=&quot;#float&quot;&gt;muéstrelos en una ventana propia&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>The charts need a wider window: drag its edge.</source>
        <translation>Los gráficos necesitan una ventana más ancha: arrastre su borde.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ChartsWidget</name>
    <message>
        <source>15 min</source>
        <translation>15 min</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>24 h</source>
        <translation>24 h</translation>
    </message>
    <message>
        <source>Time to token</source>
        <translation>Tiempo hasta el token</translation>
    </message>
    <message>
        <source>Busy threads</source>
        <translation>Hilos ocupados</translation>
    </message>
    <message>
        <source>Solves per minute by method; time from submit to token (median and 95th percentile) per method; busy threads, this console&apos;s beside the account&apos;s (threadsinfo).</source>
        <translation>Resoluciones por minuto según el método; tiempo desde el envío hasta el token (mediana y percentil 95) por método; hilos ocupados, los de esta consola junto a los de la cuenta (threadsinfo).</translation>
    </message>
    <message>
        <source>%1 p50</source>
        <translation>%1 p50</translation>
    </message>
    <message>
        <source>%1 p95</source>
        <translation>%1 p95</translation>
    </message>
    <message>
        <source>How far back the charts go</source>
        <translation>Hasta cuándo se remontan los gráficos</translation>
    </message>
    <message>
        <source>Capacity charts</source>
        <translation>Gráficos de capacidad</translation>
    </message>
    <message>
        <source>Solves per minute, time to token and busy threads</source>
        <translation>Resoluciones por minuto, tiempo hasta el token e hilos ocupados</translation>
    </message>
    <message>
        <source>%1 chart</source>
        <translation>Gráfico %1</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Solves per minute</source>
        <translation>Resoluciones por minuto</translation>
    </message>
    <message>
        <source>%.0f s</source>
        <comment>seconds on the time-to-token axis</comment>
        <translation>%.0f s</translation>
    </message>
    <message>
        <source>Ours</source>
        <comment>this console&apos;s busy threads in a chart&apos;s legend</comment>
        <translation>Nuestros</translation>
    </message>
    <message>
        <source>Account</source>
        <comment>the account&apos;s busy threads (threadsinfo) in a chart&apos;s legend</comment>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>p50 (median)</source>
        <translation>p50 (mediana)</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>Each method&apos;s colour; the solid line is the median time from submit to token (p50), the dashed one the time 95 % of tokens took at most (p95).</source>
        <translation>Cada método con su color; la línea continua es la mediana del tiempo desde el envío hasta el token (p50), la discontinua el tiempo que tardó como mucho el 95 % de los tokens (p95).</translation>
    </message>
    <message>
        <source>Ours: this console&apos;s tasks at the service; Account: every client of the key, as threadsinfo said.</source>
        <translation>Nuestros: las tareas de esta consola en el servicio; Cuenta: todos los clientes de la clave, según threadsinfo.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ClientHosts</name>
    <message>
        <source>none yet</source>
        <translation>ninguno todavía</translation>
    </message>
    <message>
        <source>%1 is not inside the authorised targets (%2): a client&apos;s hosts can only narrow them. Give a pattern inside the list; or, if you own %1 or are authorised to test it, %3.</source>
        <translation>%1 no está dentro de los destinos autorizados (%2): los hosts de un cliente solo pueden restringirlos. Indique un patrón dentro de la lista; o, si %1 es suyo o tiene autorización para probarlo, %3.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ConsoleGateway</name>
    <message>
        <source>Only this computer may reach a gateway without TLS, and the console does not set up TLS. Listen on 127.0.0.1, or run solvedeck-cli serve with --tls-cert and --tls-key.</source>
        <translation>Sin TLS, solo este equipo puede llegar a una pasarela, y la consola no configura TLS. Escuche en 127.0.0.1 o ejecute solvedeck-cli serve con --tls-cert y --tls-key.</translation>
    </message>
    <message>
        <source>The gateway could not listen: %1. Another program may use the port: choose another one (0 picks a free one), or stop that program.</source>
        <translation>La pasarela no pudo escuchar: %1. Puede que otro programa use el puerto: elija otro (0 elige uno libre) o detenga ese programa.</translation>
    </message>
    <message>
        <source>The gateway could not start: %1</source>
        <translation>La pasarela no pudo iniciarse: %1</translation>
    </message>
    <message>
        <source>The gateway could not listen on %1 port %2 (%3). Another program may use the port: choose another one (0 picks a free one), or stop that program.</source>
        <translation>La pasarela no pudo escuchar en %1 puerto %2 (%3). Puede que otro programa use el puerto: elija otro (0 elige uno libre) o detenga ese programa.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ConsoleSession</name>
    <message>
        <source>built-in simulator (%1)</source>
        <translation>simulador integrado (%1)</translation>
    </message>
    <message>
        <source>built-in simulator</source>
        <translation>simulador integrado</translation>
    </message>
    <message>
        <source>Cannot open the job database</source>
        <translation>No se puede abrir la base de datos de trabajos</translation>
    </message>
    <message>
        <source>Reading the password of %1 from the system keychain…</source>
        <translation>Leyendo la contraseña de %1 del llavero del sistema…</translation>
    </message>
    <message>
        <source>The job database could not be opened: %1</source>
        <translation>No se pudo abrir la base de datos de trabajos: %1</translation>
    </message>
    <message>
        <source>%1

SolveDeck opened no other database in its place. Choose Job Database… to change it, or Try Again once the problem is fixed.</source>
        <translation>%1

SolveDeck no abrió ninguna otra base de datos en su lugar. Elija Base de datos de trabajos… para cambiarla, o Reintentar cuando el problema esté resuelto.</translation>
    </message>
    <message>
        <source>Demo mode</source>
        <translation>Modo de demostración</translation>
    </message>
    <message>
        <source>The built-in simulator rejected its settings: %1</source>
        <translation>El simulador integrado rechazó su configuración: %1</translation>
    </message>
    <message>
        <source>The built-in simulator could not listen on 127.0.0.1. Another program may be blocking local connections.</source>
        <translation>El simulador integrado no pudo escuchar en 127.0.0.1. Puede que otro programa bloquee las conexiones locales.</translation>
    </message>
    <message>
        <source>demo mode</source>
        <translation>modo de demostración</translation>
    </message>
    <message>
        <source>Waiting for an API key</source>
        <translation>Esperando una clave de API</translation>
    </message>
    <message>
        <source>No API key yet: jobs wait in the queue. Store your CaptchaAI key in the system keychain, or try SolveDeck with the built-in simulator.</source>
        <translation>Aún no hay clave de API: los trabajos esperan en la cola. Guarde su clave de CaptchaAI en el llavero del sistema, o pruebe SolveDeck con el simulador integrado.</translation>
    </message>
    <message>
        <source>The key was not stored</source>
        <translation>La clave no se guardó</translation>
    </message>
    <message>
        <source>The API key is stored. The queue starts once a job database is open.</source>
        <translation>La clave de API está guardada. La cola arranca en cuanto haya una base de datos de trabajos abierta.</translation>
    </message>
    <message>
        <source>The service rejected the API key; the queue waits for a new key</source>
        <translation>El servicio rechazó la clave de API; la cola espera una clave nueva</translation>
    </message>
    <message>
        <source>The queue runs again</source>
        <translation>La cola vuelve a funcionar</translation>
    </message>
    <message>
        <source>Could not start the demo. Run solvedeck --demo from a terminal.</source>
        <translation>No se pudo iniciar la demostración. Ejecute solvedeck --demo desde un terminal.</translation>
    </message>
    <message>
        <source>Job %1 has no solved answer to report.</source>
        <translation>El trabajo %1 no tiene ninguna respuesta resuelta que notificar.</translation>
    </message>
    <message>
        <source>The report for job %1 was not accepted: %2 %3</source>
        <translation>No se aceptó la notificación del trabajo %1: %2 %3</translation>
    </message>
    <message>
        <source>Job %1: the answer was reported as correct.</source>
        <translation>Trabajo %1: la respuesta se notificó como correcta.</translation>
    </message>
    <message>
        <source>Job %1: the answer was reported as wrong.</source>
        <translation>Trabajo %1: la respuesta se notificó como incorrecta.</translation>
    </message>
    <message>
        <source>Opening the team database…</source>
        <translation>Abriendo la base de datos de equipo…</translation>
    </message>
    <message>
        <source>Opening the job database…</source>
        <translation>Abriendo la base de datos de trabajos…</translation>
    </message>
    <message>
        <source>Connecting to %1 and preparing its tables. The window stays usable meanwhile.</source>
        <translation>Conectando con %1 y preparando sus tablas. Mientras tanto, la ventana sigue siendo utilizable.</translation>
    </message>
    <message>
        <source>Opening was canceled.</source>
        <translation>Se canceló la apertura.</translation>
    </message>
    <message>
        <source>Reports need the API key: set it first (%1).</source>
        <translation>Los informes necesitan la clave de API: establézcala primero (%1).</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ConsoleStatusBar</name>
    <message>
        <source>DEMO</source>
        <translation>DEMO</translation>
    </message>
    <message>
        <source>Demo mode: jobs run against the built-in simulator; no key is used and nothing reaches the real service.</source>
        <translation>Modo de demostración: los trabajos se ejecutan contra el simulador integrado; no se usa ninguna clave y nada llega al servicio real.</translation>
    </message>
    <message>
        <source>Demo mode</source>
        <translation>Modo de demostración</translation>
    </message>
    <message>
        <source>Team database %1: opening…</source>
        <translation>Base de datos de equipo %1: abriendo…</translation>
    </message>
    <message>
        <source>Database %1: opening…</source>
        <translation>Base de datos %1: abriendo…</translation>
    </message>
    <message>
        <source>Team database: %1</source>
        <translation>Base de datos de equipo: %1</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Base de datos: %1</translation>
    </message>
    <message>
        <source>Database not open: %1</source>
        <translation>Base de datos no abierta: %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <source>Endpoint: %1</source>
        <translation>Punto de acceso: %1</translation>
    </message>
</context>
<context>
    <name>SolveDeck::DatabaseDialog</name>
    <message>
        <source>Job Database</source>
        <translation>Base de datos de trabajos</translation>
    </message>
    <message>
        <source>Where SolveDeck keeps its jobs. Consoles and scripts that open the same database share one queue and one thread cap.</source>
        <translation>Dónde guarda SolveDeck sus trabajos. Las consolas y scripts que abren la misma base de datos comparten una cola y un límite de hilos.</translation>
    </message>
    <message>
        <source>Open now: %1</source>
        <translation>Abierta ahora: %1</translation>
    </message>
    <message>
        <source>Not open: %1</source>
        <translation>No abierta: %1</translation>
    </message>
    <message>
        <source>&amp;This computer (SQLite file)</source>
        <translation>&amp;Este equipo (archivo SQLite)</translation>
    </message>
    <message>
        <source>T&amp;eam database (PostgreSQL)</source>
        <translation>Base de datos de &amp;equipo (PostgreSQL)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>Leave empty to keep the stored one</source>
        <translation>Déjela vacía para conservar la guardada</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in a file. Leave it empty when the server needs none or ~/.pgpass or PGPASSWORD has it.</source>
        <translation>Se guarda en el llavero del sistema, nunca en un archivo. Déjela vacía si el servidor no la necesita o si ~/.pgpass o PGPASSWORD la tienen.</translation>
    </message>
    <message>
        <source>Nothing is open now: SolveDeck opens the database you save here at once.</source>
        <translation>Ahora no hay nada abierto: SolveDeck abre al momento la base de datos que guarde aquí.</translation>
    </message>
    <message>
        <source>SolveDeck opens it the next time it starts without --db (this run was started with --db, which comes first).</source>
        <translation>SolveDeck la abre la próxima vez que arranque sin --db (esta ejecución se inició con --db, que tiene prioridad).</translation>
    </message>
    <message>
        <source>SolveDeck opens it the next time it starts.</source>
        <translation>SolveDeck la abre la próxima vez que arranque.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Storing the password in the system keychain…</source>
        <translation>Guardando la contraseña en el llavero del sistema…</translation>
    </message>
    <message>
        <source>The system keychain is locked or refused access, so the password was not stored. Unlock your login keyring (for example with Seahorse or KWallet) and save again.</source>
        <translation>El llavero del sistema está bloqueado o denegó el acceso, así que la contraseña no se guardó. Desbloquee su llavero de inicio de sesión (por ejemplo con Seahorse o KWallet) y vuelva a guardar.</translation>
    </message>
    <message>
        <source>The system keychain is locked or refused access, so the database password was not read. Unlock your login keyring (for example with Seahorse or KWallet) and try again.</source>
        <translation>El llavero del sistema está bloqueado o denegó el acceso, así que no se leyó la contraseña de la base de datos. Desbloquee su llavero de inicio de sesión (por ejemplo con Seahorse o KWallet) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>No system keychain is running in this session, and SolveDeck keeps database passwords only there. Start your desktop&apos;s keyring (GNOME Keyring or KWallet), or leave the password out of SolveDeck and give it in ~/.pgpass or PGPASSWORD.</source>
        <translation>No hay ningún llavero del sistema en esta sesión, y SolveDeck guarda las contraseñas de bases de datos solo allí. Inicie el llavero de su escritorio (GNOME Keyring o KWallet), o deje la contraseña fuera de SolveDeck y póngala en ~/.pgpass o PGPASSWORD.</translation>
    </message>
    <message>
        <source>The system keychain did not answer. It may be waiting for you to unlock it in another window; unlock it and try again.</source>
        <translation>El llavero del sistema no respondió. Puede que espere a que lo desbloquee en otra ventana; desbloquéelo y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The system keychain reported an error, so the password was not stored. Save again; if it persists, restart your desktop&apos;s keyring.</source>
        <translation>El llavero del sistema informó de un error, así que la contraseña no se guardó. Vuelva a guardar; si persiste, reinicie el llavero de su escritorio.</translation>
    </message>
    <message>
        <source>The system keychain reported an error, so the database password was not read. Try again; if it persists, restart your desktop&apos;s keyring.</source>
        <translation>El llavero del sistema informó de un error, así que no se leyó la contraseña de la base de datos. Vuelva a intentarlo; si persiste, reinicie el llavero de su escritorio.</translation>
    </message>
    <message>
        <source>(Keychain: %1)</source>
        <translation>(Llavero: %1)</translation>
    </message>
    <message>
        <source>Keep jobs in a file on this computer</source>
        <translation>Guardar los trabajos en un archivo de este equipo</translation>
    </message>
    <message>
        <source>Share jobs with other consoles through a PostgreSQL server</source>
        <translation>Compartir los trabajos con otras consolas mediante un servidor PostgreSQL</translation>
    </message>
    <message>
        <source>The team database as postgresql://user@host:port/database</source>
        <translation>La base de datos del equipo como postgresql://usuario@host:puerto/base</translation>
    </message>
    <message>
        <source>The database password, kept in the system keychain; shown as dots</source>
        <translation>La contraseña de la base de datos, guardada en el llavero del sistema; se muestra con puntos</translation>
    </message>
    <message>
        <source>(No password for this database is stored in the keychain: if the server asks for one, enter it in %1, or give it in ~/.pgpass or PGPASSWORD.)</source>
        <translation>(No hay ninguna contraseña de esta base de datos en el llavero: si el servidor pide una, introdúzcala en %1, o póngala en ~/.pgpass o PGPASSWORD.)</translation>
    </message>
</context>
<context>
    <name>SolveDeck::EngineHealth</name>
    <message>
        <source>No request has had an API answer for %1 s (last: %2, %3).</source>
        <translation>Ninguna petición ha recibido respuesta de la API en %1 s (la última: %2, %3).</translation>
    </message>
    <message>
        <source>The server rejected the API key (%1).</source>
        <translation>El servidor rechazó la clave de API (%1).</translation>
    </message>
    <message>
        <source>All jobs stay queued; set a valid key to resume.</source>
        <translation>Todos los trabajos siguen en cola; establezca una clave válida para reanudar.</translation>
    </message>
    <message>
        <source>The server banned this IP address (%1), usually after repeated requests with a wrong key. All traffic stops for %2 s; check the API key meanwhile.</source>
        <translation>El servidor bloqueó esta dirección IP (%1), normalmente tras peticiones repetidas con una clave incorrecta. Todo el tráfico se detiene durante %2 s; compruebe mientras tanto la clave de API.</translation>
    </message>
    <message>
        <source>This endpoint does not speak the CaptchaAI API: %1 %2 The queue is paused (no job fails meanwhile) and the address is checked again every %3 s. Check the API address (--endpoint, or the console&apos;s settings).</source>
        <translation>Este punto de acceso no habla la API de CaptchaAI: %1 %2 La cola está en pausa (mientras tanto ningún trabajo falla) y la dirección se comprueba de nuevo cada %3 s. Compruebe la dirección de la API (--endpoint o la configuración de la consola).</translation>
    </message>
    <message>
        <source>The provider accepted requests but its answers are lost: %1 of the last %2 submits got no answer while other requests were answered, and each may have made a task (a paid solve). New submits are held; tasks already at the service are still polled. One submit is tried again in %3 s, then less often, until one is answered.</source>
        <translation>El proveedor acepta solicitudes pero sus respuestas se pierden: %1 de los últimos %2 envíos no obtuvieron respuesta mientras otras solicitudes sí, y cada uno puede haber creado una tarea (una resolución pagada). Los envíos nuevos quedan retenidos; las tareas en el servicio se siguen consultando. Se vuelve a intentar un envío en %3 s, después con menos frecuencia, hasta que uno obtenga respuesta.</translation>
    </message>
    <message numerus="yes">
        <source> %n task id(s) the service gave are held in memory only: their tasks are still polled, and stopping now would submit those jobs again at the next start.</source>
        <translation>
            <numerusform> %n identificador de tarea del servicio se guarda solo en memoria: su tarea se sigue consultando, y detener ahora volvería a enviar ese trabajo en el próximo inicio.</numerusform>
            <numerusform> %n identificadores de tarea del servicio se guardan solo en memoria: sus tareas se siguen consultando, y detener ahora volvería a enviar esos trabajos en el próximo inicio.</numerusform>
        </translation>
    </message>
    <message>
        <source>The job database does not take writes (%1). What the service answered is kept and written as soon as it can be; no new job is submitted meanwhile, the tasks at the service are still polled.%2 Free disk space, or close the program that holds the database locked.</source>
        <translation>La base de datos de trabajos no admite escrituras (%1). Lo que respondió el servicio se conserva y se escribe en cuanto se pueda; mientras tanto no se envía ningún trabajo nuevo, las tareas en el servicio se siguen consultando.%2 Libere espacio en disco o cierre el programa que mantiene bloqueada la base de datos.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::EngineHost</name>
    <message>
        <source>Reported to the service as correct</source>
        <translation>Notificado al servicio como correcta</translation>
    </message>
    <message>
        <source>Reported to the service as wrong</source>
        <translation>Notificado al servicio como incorrecta</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ExportDialog</name>
    <message>
        <source>Export Jobs</source>
        <translation>Exportar trabajos</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exportar:</translation>
    </message>
    <message>
        <source>CSV (spreadsheets)</source>
        <translation>CSV (hojas de cálculo)</translation>
    </message>
    <message>
        <source>JSON (one document with export details)</source>
        <translation>JSON (un documento con los detalles de la exportación)</translation>
    </message>
    <message>
        <source>NDJSON (one job a line; can be imported again)</source>
        <translation>NDJSON (un trabajo por línea; se puede volver a importar)</translation>
    </message>
    <message>
        <source>Include solve tokens</source>
        <translation>Incluir los tokens</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>The file will contain solve tokens. Anyone with the file can use the tokens that have not expired yet. Include them?</source>
        <translation>El archivo contendrá tokens. Cualquiera que tenga el archivo puede usar los tokens que aún no han caducado. ¿Incluirlos?</translation>
    </message>
    <message>
        <source>Include Tokens</source>
        <translation>Incluir tokens</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Archivos %1 (*.%2)</translation>
    </message>
    <message>
        <source>Jobs matching the &amp;current filter (%1)</source>
        <translation>Trabajos que coinciden con el filtro &amp;actual (%1)</translation>
    </message>
    <message numerus="yes">
        <source>The %n &amp;selected job(s)</source>
        <translation>
            <numerusform>El %n trabajo &amp;seleccionado</numerusform>
            <numerusform>Los %n trabajos &amp;seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <source>Export every job the table&apos;s filter shows</source>
        <translation>Exportar todos los trabajos que muestra el filtro de la tabla</translation>
    </message>
    <message>
        <source>Export only the jobs selected in the table</source>
        <translation>Exportar solo los trabajos seleccionados en la tabla</translation>
    </message>
    <message>
        <source>CSV for spreadsheets, JSON, or NDJSON that can be imported again</source>
        <translation>CSV para hojas de cálculo, JSON o NDJSON que se puede volver a importar</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Start with a &amp;byte order mark (for spreadsheet programs that need it)</source>
        <translation>Empezar con una marca de orden de &amp;bytes (para hojas de cálculo que la necesitan)</translation>
    </message>
    <message>
        <source>Include each job&apos;s &amp;timeline</source>
        <translation>Incluir la &amp;cronología de cada trabajo</translation>
    </message>
    <message>
        <source>Include solve t&amp;okens</source>
        <translation>Incluir los t&amp;okens</translation>
    </message>
    <message>
        <source>Tokens are secrets: the file then needs the same care as the key</source>
        <translation>Los tokens son secretos: el archivo necesita entonces el mismo cuidado que la clave</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Where the export is written</source>
        <translation>Dónde se escribe la exportación</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Exami&amp;nar…</translation>
    </message>
    <message>
        <source>Browse for the file</source>
        <translation>Buscar el archivo</translation>
    </message>
    <message>
        <source>Choose where the export is written</source>
        <translation>Elegir dónde se escribe la exportación</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Arch&amp;ivo:</translation>
    </message>
    <message>
        <source>The &amp;selected jobs (none is selected in the table)</source>
        <translation>Los trabajos &amp;seleccionados (no hay ninguno seleccionado en la tabla)</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Choose a folder that does (Browse…), or type another path.</source>
        <translation>La carpeta %1 no existe. Elija una carpeta que exista (Examinar…) o escriba otra ruta.</translation>
    </message>
    <message>
        <source>%1 is a folder: add a file name, such as solvedeck-jobs.%2.</source>
        <translation>%1 es una carpeta: añada un nombre de archivo, como solvedeck-jobs.%2.</translation>
    </message>
    <message>
        <source>You cannot write to the folder %1. Choose another folder (Browse…).</source>
        <translation>No puede escribir en la carpeta %1. Elija otra carpeta (Examinar…).</translation>
    </message>
    <message>
        <source>Export canceled; no file was written.</source>
        <translation>Exportación cancelada; no se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>¿Reemplazar el archivo?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it with this export? What it holds now is lost.</source>
        <translation>%1 ya existe. ¿Reemplazarlo con esta exportación? Lo que contiene ahora se pierde.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>&amp;Conservarlo</translation>
    </message>
</context>
<context>
    <name>SolveDeck::GatewayControl</name>
    <message>
        <source>Write the address as host:port, for example 127.0.0.1:8787.</source>
        <translation>Escriba la dirección como host:puerto, por ejemplo 127.0.0.1:8787.</translation>
    </message>
    <message>
        <source>The port must be a number from 0 to 65535 (0 picks a free one).</source>
        <translation>El puerto debe ser un número de 0 a 65535 (0 elige uno libre).</translation>
    </message>
    <message>
        <source>%1 is not an IP address: use 127.0.0.1 (this computer only) or an address of this computer.</source>
        <translation>%1 no es una dirección IP: use 127.0.0.1 (solo este equipo) o una dirección de este equipo.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::GatewayDialog</name>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Pasarela</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>&amp;Run the gateway</source>
        <translation>&amp;Ejecutar la pasarela</translation>
    </message>
    <message>
        <source>Scripts and test suites send solve jobs to this console over HTTP while it runs. Remembered: it starts again with the console.</source>
        <translation>Mientras está en marcha, los scripts y las baterías de pruebas envían trabajos de resolución a esta consola por HTTP. Se recuerda: vuelve a iniciarse con la consola.</translation>
    </message>
    <message>
        <source>host:port to listen on. 127.0.0.1 keeps the gateway to this computer; port 0 picks a free one. Applies when the gateway starts.</source>
        <translation>host:puerto en el que escuchar. 127.0.0.1 limita la pasarela a este equipo; el puerto 0 elige uno libre. Se aplica al iniciarse la pasarela.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Gateway URL</source>
        <translation>URL de la pasarela</translation>
    </message>
    <message>
        <source>The address clients send their requests to</source>
        <translation>La dirección a la que los clientes envían sus solicitudes</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the URL clients use</source>
        <translation>Copiar la URL que usan los clientes</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Clientes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Último uso</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Solves today</source>
        <translation>Resueltos hoy</translation>
    </message>
    <message>
        <source>The programs that may send jobs, each with its own token</source>
        <translation>Los programas que pueden enviar trabajos, cada uno con su propio token</translation>
    </message>
    <message>
        <source>Make a token for a script or test suite; it is shown once</source>
        <translation>Crear un token para un script o una batería de pruebas; se muestra una sola vez</translation>
    </message>
    <message>
        <source>Re&amp;voke…</source>
        <translation>Re&amp;vocar…</translation>
    </message>
    <message>
        <source>Refuse the selected client&apos;s next request and cancel its queued jobs; jobs in flight finish</source>
        <translation>Rechazar la próxima solicitud del cliente seleccionado y cancelar sus trabajos en cola; los trabajos en curso terminan</translation>
    </message>
    <message>
        <source>Last requests</source>
        <translation>Últimas solicitudes</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Solicitud</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>The most recent requests to the gateway, newest first</source>
        <translation>Las solicitudes más recientes a la pasarela, primero la más nueva</translation>
    </message>
    <message>
        <source>No job database is open: the gateway needs one.</source>
        <translation>No hay ninguna base de datos de trabajos abierta: la pasarela necesita una.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Listening on %1</source>
        <translation>Escuchando en %1</translation>
    </message>
    <message>
        <source>Stopping: answering the requests held open…</source>
        <translation>Deteniendo: respondiendo a las solicitudes mantenidas abiertas…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Apagada</translation>
    </message>
    <message>
        <source>The gateway is off: it answers no requests.</source>
        <translation>La pasarela está apagada: no responde a ninguna solicitud.</translation>
    </message>
    <message>
        <source>No requests yet.</source>
        <translation>Aún no hay solicitudes.</translation>
    </message>
    <message numerus="yes">
        <source>Newest first (the last %n kept).</source>
        <translation>
            <numerusform>Primero la más nueva (se guarda la última).</numerusform>
            <numerusform>Primero la más nueva (se guardan las últimas %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>(no valid token)</source>
        <translation>(sin token válido)</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>Added by %1; every authorised target</source>
        <translation>Añadido por %1; todos los destinos autorizados</translation>
    </message>
    <message>
        <source>Added by %1; targets %2</source>
        <translation>Añadido por %1; destinos %2</translation>
    </message>
    <message>
        <source>1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, as scripts and logs show it</source>
        <translation>De 1 a 64 letras, dígitos, «.», «_» o «-», tal como lo muestran los scripts y los registros</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Its jobs not yet finished (queued, submitting, at the service) at most</source>
        <translation>Máximo de sus trabajos aún sin terminar (en cola, enviándose, en el servicio)</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>&amp;Límite:</translation>
    </message>
    <message>
        <source>every authorised target</source>
        <translation>todos los destinos autorizados</translation>
    </message>
    <message>
        <source>Optional: host patterns, comma-separated, inside the authorised targets (shop.example, *.example.com)</source>
        <translation>Opcional: patrones de host, separados por comas, dentro de los destinos autorizados (shop.example, *.example.com)</translation>
    </message>
    <message>
        <source>&amp;Hosts:</source>
        <translation>&amp;Hosts:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>%1 was not added: %2</source>
        <translation>No se añadió %1: %2</translation>
    </message>
    <message>
        <source>Token of %1</source>
        <translation>Token de %1</translation>
    </message>
    <message>
        <source>Keep this token now: it is shown only this once and not stored. The client sends it as &quot;Authorization: Bearer TOKEN&quot; (or as key= to in.php and res.php). Lost, it cannot be shown again: revoke the client and add a new one.</source>
        <translation>Guarde este token ahora: solo se muestra esta vez y no se almacena. El cliente lo envía como «Authorization: Bearer TOKEN» (o como key= a in.php y res.php). Si se pierde, no se puede volver a mostrar: revoque el cliente y añada uno nuevo.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>The client&apos;s token, shown once</source>
        <translation>El token del cliente, mostrado una sola vez</translation>
    </message>
    <message>
        <source>Copy the token (marked secret for clipboard managers)</source>
        <translation>Copiar el token (marcado como secreto para los gestores del portapapeles)</translation>
    </message>
    <message>
        <source>Revoke client</source>
        <translation>Revocar cliente</translation>
    </message>
    <message>
        <source>Revoke %1? Its next request is refused and its queued jobs are canceled; its jobs in flight finish. Its token cannot be used again.</source>
        <translation>¿Revocar %1? Su próxima solicitud se rechaza y sus trabajos en cola se cancelan; sus trabajos en curso terminan. Su token no podrá volver a usarse.</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revocar</translation>
    </message>
    <message>
        <source>%1 was not revoked: %2</source>
        <translation>No se revocó %1: %2</translation>
    </message>
    <message>
        <source>Add Client</source>
        <translation>Añadir cliente</translation>
    </message>
    <message>
        <source>(no token)</source>
        <translation>(sin token)</translation>
    </message>
    <message>
        <source>Copied. It stays on the clipboard until you copy something else or quit SolveDeck.</source>
        <translation>Copiado. Queda en el portapapeles hasta que copie otra cosa o cierre SolveDeck.</translation>
    </message>
    <message>
        <source>Copied. The clipboard is cleared at %1, and when SolveDeck quits.</source>
        <translation>Copiado. El portapapeles se vacía a las %1 y al cerrar SolveDeck.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::GatewayPage</name>
    <message>
        <source>Let scripts and test suites send jobs over HTTP: on/off, clients and tokens, the last requests</source>
        <translation>Permitir que scripts y baterías de pruebas envíen trabajos por HTTP: encendido/apagado, clientes y tokens, las últimas solicitudes</translation>
    </message>
</context>
<context>
    <name>SolveDeck::HistoryConsole</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Write the jobs of the current filter or the selection to a CSV, JSON or NDJSON file</source>
        <translation>Escribir los trabajos del filtro actual o de la selección en un archivo CSV, JSON o NDJSON</translation>
    </message>
    <message>
        <source>Queue the jobs of a CSV or JSON lines file, or a list of page URLs, after a preview</source>
        <translation>Poner en cola, tras una vista previa, los trabajos de un archivo CSV o JSON Lines o de una lista de URL de páginas</translation>
    </message>
    <message>
        <source>Import from &amp;Clipboard…</source>
        <translation>Importar del &amp;portapapeles…</translation>
    </message>
    <message>
        <source>History &amp;Retention…</source>
        <translation>&amp;Conservación del historial…</translation>
    </message>
    <message>
        <source>&amp;Delete Finished Jobs…</source>
        <translation>&amp;Eliminar trabajos terminados…</translation>
    </message>
    <message>
        <source>Delete the selected solved, failed or canceled jobs and their timelines</source>
        <translation>Eliminar los trabajos seleccionados resueltos, fallidos o cancelados y sus cronologías</translation>
    </message>
    <message>
        <source>All Jobs &amp;Matching the Filter</source>
        <translation>Todos los trabajos que coinciden con el fil&amp;tro</translation>
    </message>
    <message>
        <source>JavaScript for the browser console that puts the token in g-recaptcha-response or cf-turnstile-response</source>
        <translation>JavaScript para la consola del navegador que pone el token en g-recaptcha-response o cf-turnstile-response</translation>
    </message>
    <message>
        <source>Import Jobs</source>
        <translation>Importar trabajos</translation>
    </message>
    <message>
        <source>Job lists (*.csv *.jsonl *.ndjson *.txt);;All files (*)</source>
        <translation>Listas de trabajos (*.csv *.jsonl *.ndjson *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Exporting jobs to %1…</source>
        <translation>Exportando trabajos a %1…</translation>
    </message>
    <message>
        <source>Export Jobs</source>
        <translation>Exportar trabajos</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n job(s) to %1.</source>
        <translation>
            <numerusform>Se exportó %n trabajo a %1.</numerusform>
            <numerusform>Se exportaron %n trabajos a %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export canceled; no file was written.</source>
        <translation>Exportación cancelada; no se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>Export failed; no file was written: %1</source>
        <translation>La exportación falló; no se escribió ningún archivo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Queued %n job(s).</source>
        <translation>
            <numerusform>Se puso en cola %n trabajo.</numerusform>
            <numerusform>Se pusieron en cola %n trabajos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is too large to preview here (more than 64 MiB). Queue it with &quot;solvedeck-cli enqueue --file&quot;, which streams files of any size.</source>
        <translation>%1 es demasiado grande para la vista previa (más de 64 MiB). Póngalo en cola con «solvedeck-cli enqueue --file», que lee archivos de cualquier tamaño por partes.</translation>
    </message>
    <message>
        <source>The clipboard holds no text: copy a list of page URLs, CSV or JSON lines.</source>
        <translation>El portapapeles no contiene texto: copie una lista de URL de páginas, CSV o JSON Lines.</translation>
    </message>
    <message>
        <source>None of the selected jobs can be changed that way.</source>
        <translation>Ninguno de los trabajos seleccionados se puede cambiar así.</translation>
    </message>
    <message numerus="yes">
        <source>%n selected job(s)</source>
        <translation>
            <numerusform>%n trabajo seleccionado</numerusform>
            <numerusform>%n trabajos seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Trabajos</translation>
    </message>
    <message numerus="yes">
        <source>Queue %n failed or canceled job(s) again (%1)?</source>
        <translation>
            <numerusform>¿Volver a poner en cola %n trabajo fallido o cancelado (%1)?</numerusform>
            <numerusform>¿Volver a poner en cola %n trabajos fallidos o cancelados (%1)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n finished job(s) (%1) and their timelines? This cannot be undone; export them first to keep a copy.</source>
        <translation>
            <numerusform>¿Eliminar %n trabajo terminado (%1) y su cronología? No se puede deshacer; expórtelo antes para conservar una copia.</numerusform>
            <numerusform>¿Eliminar %n trabajos terminados (%1) y sus cronologías? No se puede deshacer; expórtelos antes para conservar una copia.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Jobs</source>
        <translation>%1: trabajos</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) had changed state meanwhile and were left alone.</source>
        <translation>
            <numerusform>%n trabajo había cambiado de estado entretanto y se dejó como estaba.</numerusform>
            <numerusform>%n trabajos habían cambiado de estado entretanto y se dejaron como estaban.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>History retention: %n finished job(s) removed.</source>
        <translation>
            <numerusform>Conservación del historial: se eliminó %n trabajo terminado.</numerusform>
            <numerusform>Conservación del historial: se eliminaron %n trabajos terminados.</numerusform>
        </translation>
    </message>
    <message>
        <source>History retention failed: %1</source>
        <translation>La conservación del historial falló: %1</translation>
    </message>
    <message>
        <source>History Retention</source>
        <translation>Conservación del historial</translation>
    </message>
    <message>
        <source>Finished jobs (solved, failed, canceled) can be removed in the background, at start and once a day. Queued and running jobs are never removed.</source>
        <translation>Los trabajos terminados (resueltos, fallidos, cancelados) pueden eliminarse en segundo plano, al iniciar y una vez al día. Los trabajos en cola o en curso nunca se eliminan.</translation>
    </message>
    <message>
        <source>Remove jobs finished more than</source>
        <translation>Eliminar los trabajos terminados hace más de</translation>
    </message>
    <message>
        <source> days ago</source>
        <translation> días</translation>
    </message>
    <message>
        <source>Keep only the newest</source>
        <translation>Conservar solo los</translation>
    </message>
    <message>
        <source> finished jobs</source>
        <translation> trabajos terminados más recientes</translation>
    </message>
    <message>
        <source>With both, a job goes only when it is older and beyond the newest ones.</source>
        <translation>Con ambas, un trabajo se elimina solo si es más antiguo y no está entre los más recientes.</translation>
    </message>
    <message>
        <source>&amp;Cancel…</source>
        <translation>&amp;Cancelar…</translation>
    </message>
    <message>
        <source>&amp;Retry…</source>
        <translation>&amp;Reintentar…</translation>
    </message>
    <message>
        <source>&amp;Delete Finished…</source>
        <translation>&amp;Eliminar terminados…</translation>
    </message>
    <message>
        <source>Copy Token as &amp;JSON</source>
        <translation>Copiar el token como &amp;JSON</translation>
    </message>
    <message>
        <source>Copy &amp;Form-Filling JavaScript</source>
        <translation>Copiar JavaScript que rellena el &amp;formulario</translation>
    </message>
    <message>
        <source>Copy Jo&amp;b as JSON</source>
        <translation>Copiar el tra&amp;bajo como JSON</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>Finished jobs older than this many days are removed</source>
        <translation>Se eliminan los trabajos terminados con más de estos días</translation>
    </message>
    <message>
        <source>Finished jobs to keep</source>
        <translation>Trabajos terminados que se conservan</translation>
    </message>
    <message>
        <source>Only this many of the newest finished jobs are kept</source>
        <translation>Solo se conservan estos trabajos terminados más recientes</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>&amp;Conservarlos</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) canceled.</source>
        <translation>
            <numerusform>%n trabajo cancelado.</numerusform>
            <numerusform>%n trabajos cancelados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) queued again.</source>
        <translation>
            <numerusform>%n trabajo puesto en cola de nuevo.</numerusform>
            <numerusform>%n trabajos puestos en cola de nuevo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) deleted.</source>
        <translation>
            <numerusform>%n trabajo terminado eliminado.</numerusform>
            <numerusform>%n trabajos terminados eliminados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queued %n job(s);</source>
        <translation>
            <numerusform>Se puso en cola %n trabajo;</numerusform>
            <numerusform>Se pusieron en cola %n trabajos;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retry %n Job(s)</source>
        <translation>
            <numerusform>Reintentar %n trabajo</numerusform>
            <numerusform>Reintentar %n trabajos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Job(s)</source>
        <translation>
            <numerusform>Eliminar %n trabajo</numerusform>
            <numerusform>Eliminar %n trabajos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the database (not added again).</source>
        <translation>
            <numerusform>%n ya en la base de datos (no se añade de nuevo).</numerusform>
            <numerusform>%n ya en la base de datos (no se añaden de nuevo).</numerusform>
        </translation>
    </message>
    <message>
        <source>No job matching the filter (%1) can be canceled: only %2 jobs can.</source>
        <translation>Ningún trabajo que coincida con el filtro (%1) se puede cancelar: solo los trabajos en %2.</translation>
    </message>
    <message>
        <source>No job matching the filter (%1) can be retried: only %2 jobs can.</source>
        <translation>Ningún trabajo que coincida con el filtro (%1) se puede reintentar: solo los trabajos en %2.</translation>
    </message>
    <message>
        <source>No job matching the filter (%1) can be deleted: only %2 jobs can.</source>
        <translation>Ningún trabajo que coincida con el filtro (%1) se puede eliminar: solo los trabajos en %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list: &quot;Solved, Failed&quot; and &quot;Canceled&quot;</comment>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <source>%n invalid row(s) left out.</source>
        <translation>
            <numerusform>%n fila no válida omitida.</numerusform>
            <numerusform>%n filas no válidas omitidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated row(s) added once.</source>
        <translation>
            <numerusform>%n fila repetida añadida una vez.</numerusform>
            <numerusform>%n filas repetidas añadidas una vez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs added from now on are not included.</source>
        <translation>Los trabajos añadidos a partir de ahora no se incluyen.</translation>
    </message>
    <message>
        <source>Queue the jobs of a list of page URLs, CSV or JSON lines on the clipboard, after a preview</source>
        <translation>Pone en cola los trabajos de una lista de URL de páginas, CSV o líneas JSON del portapapeles, tras una vista previa</translation>
    </message>
    <message>
        <source>How long finished jobs are kept before they are deleted</source>
        <translation>Cuánto tiempo se conservan los trabajos terminados antes de borrarlos</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ImportDialog</name>
    <message>
        <source>Import Jobs</source>
        <translation>Importar trabajos</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Origen: %1</translation>
    </message>
    <message>
        <source>The site key of every page in the list</source>
        <translation>La clave del sitio de cada página de la lista</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <source>error in %1: %2</source>
        <translation>error en %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n new job(s)</source>
        <translation>
            <numerusform>%n trabajo nuevo</numerusform>
            <numerusform>%n trabajos nuevos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>No se importó nada: %1</translation>
    </message>
    <message>
        <source>The CAPTCHA method of every page in the list</source>
        <translation>El método de CAPTCHA de cada página de la lista</translation>
    </message>
    <message>
        <source>&amp;Method for every page:</source>
        <translation>&amp;Método para cada página:</translation>
    </message>
    <message>
        <source>&amp;Site key:</source>
        <translation>Clave del &amp;sitio:</translation>
    </message>
    <message>
        <source>Rows to import</source>
        <translation>Filas que se importan</translation>
    </message>
    <message>
        <source>Each row of the file with its line, method, page URL and status</source>
        <translation>Cada fila del archivo con su línea, método, URL de la página y estado</translation>
    </message>
    <message>
        <source>Import the &amp;valid rows only (leave out the rows marked as errors)</source>
        <translation>Importar solo las filas &amp;válidas (omitir las marcadas como error)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message>
        <source>not added again: %1</source>
        <translation>no se añade de nuevo: %1</translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the database (not added again)</source>
        <translation>
            <numerusform>, %n ya en la base de datos (no se añade de nuevo)</numerusform>
            <numerusform>, %n ya en la base de datos (no se añaden de nuevo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Fix them in the file and import it again, or import the valid rows only.</source>
        <translation>
            <numerusform>, %n fila con errores. Corríjala en el archivo e impórtelo de nuevo, o importe solo las filas válidas.</numerusform>
            <numerusform>, %n filas con errores. Corríjalas en el archivo e impórtelo de nuevo, o importe solo las filas válidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>el portapapeles</translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Enter the pages&apos; site key above.</source>
        <translation>
            <numerusform>, %n fila con errores. Escriba arriba la clave del sitio de las páginas.</numerusform>
            <numerusform>, %n filas con errores. Escriba arriba la clave del sitio de las páginas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Check the site key above.</source>
        <translation>
            <numerusform>, %n fila con errores. Revise arriba la clave del sitio.</numerusform>
            <numerusform>, %n filas con errores. Revise arriba la clave del sitio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Fix them where you copied them and paste again, or import the valid rows only.</source>
        <translation>
            <numerusform>, %n fila con errores. Corríjala donde la copió y péguela de nuevo, o importe solo las filas válidas.</numerusform>
            <numerusform>, %n filas con errores. Corríjalas donde las copió y péguelas de nuevo, o importe solo las filas válidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n repeated in the list (added once)</source>
        <translation>
            <numerusform>, %n repetido en la lista (añadido una vez)</numerusform>
            <numerusform>, %n repetidos en la lista (añadidos una vez)</numerusform>
        </translation>
    </message>
    <message>
        <source>ok, waits until %1 is authorised</source>
        <translation>correcto, espera hasta que %1 esté autorizado</translation>
    </message>
    <message>
        <source>%1 is not an authorised target: the job is stored and waits. To submit it, %2.</source>
        <translation>%1 no es un destino autorizado: el trabajo se guarda y espera. Para enviarlo, %2.</translation>
    </message>
    <message numerus="yes">
        <source> (%n waiting until its host is authorised in %1)</source>
        <translation>
            <numerusform> (%n espera hasta que su host se autorice en %1)</numerusform>
            <numerusform> (%n esperan hasta que su host se autorice en %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (columna %2)</translation>
    </message>
    <message>
        <source>Selected row&apos;s status</source>
        <translation>Estado de la fila seleccionada</translation>
    </message>
    <message>
        <source>The status of the row selected above</source>
        <translation>El estado de la fila seleccionada arriba</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobActions</name>
    <message>
        <source>Job not queued</source>
        <translation>Trabajo no puesto en cola</translation>
    </message>
    <message>
        <source>A job with this idempotency key already exists: job %1.</source>
        <translation>Ya existe un trabajo con esta clave de idempotencia: el trabajo %1.</translation>
    </message>
    <message>
        <source>Cancel %1 jobs?</source>
        <translation>¿Cancelar %1 trabajos?</translation>
    </message>
    <message>
        <source>One of them already went to the service, which may still solve it; its token is then not collected.</source>
        <translation>Uno de ellos ya llegó al servicio, que aún puede resolverlo; su token no se recogerá.</translation>
    </message>
    <message>
        <source>%1 of them already went to the service, which may still solve them; their tokens are then not collected.</source>
        <translation>%1 de ellos ya llegaron al servicio, que aún puede resolverlos; sus tokens no se recogerán.</translation>
    </message>
    <message>
        <source>Cancel jobs</source>
        <translation>Cancelar trabajos</translation>
    </message>
    <message>
        <source>Cancel %1 Jobs</source>
        <translation>Cancelar %1 trabajos</translation>
    </message>
    <message>
        <source>Job %1 copied as JSON.</source>
        <translation>Trabajo %1 copiado como JSON.</translation>
    </message>
    <message>
        <source>Job %1 copied as JSON, without its expired token.</source>
        <translation>Trabajo %1 copiado como JSON, sin su token caducado.</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>&amp;Conservarlos</translation>
    </message>
    <message>
        <source>This token has expired; %1 queues a new job for a fresh one.</source>
        <translation>Este token ha caducado; %1 pone en cola un trabajo nuevo para obtener uno fresco.</translation>
    </message>
    <message>
        <source>Token copied.</source>
        <translation>Token copiado.</translation>
    </message>
    <message>
        <source>Answer copied.</source>
        <translation>Respuesta copiada.</translation>
    </message>
    <message>
        <source>It stays on the clipboard until you copy something else or quit SolveDeck.</source>
        <translation>Se queda en el portapapeles hasta que copie otra cosa o salga de SolveDeck.</translation>
    </message>
    <message>
        <source>Cancel %1 jobs (%2)?</source>
        <translation>¿Cancelar %1 trabajos (%2)?</translation>
    </message>
    <message numerus="yes">
        <source>%n of the selected jobs had already finished and stay(s) as they are.</source>
        <translation>
            <numerusform>%n de los trabajos seleccionados ya había terminado y queda como está.</numerusform>
            <numerusform>%n de los trabajos seleccionados ya habían terminado y quedan como están.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel 1 job? It already went to the service, which may still solve it; its token is then not collected.</source>
        <translation>¿Cancelar 1 trabajo? Ya se envió al servicio, que aún puede resolverlo; su token no se recogerá.</translation>
    </message>
    <message>
        <source>Cancel 1 job?</source>
        <translation>¿Cancelar 1 trabajo?</translation>
    </message>
    <message>
        <source>Cancel 1 Job</source>
        <translation>Cancelar 1 trabajo</translation>
    </message>
    <message>
        <source>The clipboard is cleared at %1.</source>
        <translation>El portapapeles se vacía a las %1.</translation>
    </message>
    <message>
        <source>Job %1 queued again.</source>
        <translation>Trabajo %1 puesto de nuevo en cola.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) queued again.</source>
        <translation>
            <numerusform>%n trabajo puesto de nuevo en cola.</numerusform>
            <numerusform>%n trabajos puestos de nuevo en cola.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n had changed meanwhile and stay(s) as they are.</source>
        <translation>
            <numerusform>%n había cambiado entretanto y queda como está.</numerusform>
            <numerusform>%n habían cambiado entretanto y quedan como están.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy Answer</source>
        <translation>&amp;Copiar respuesta</translation>
    </message>
    <message>
        <source>Copy the selected job&apos;s answer (cleared from the clipboard after the answer lifetime set in Preferences)</source>
        <translation>Copiar la respuesta del trabajo seleccionado (se borra del portapapeles tras la duración de la respuesta fijada en Preferencias)</translation>
    </message>
    <message>
        <source>Job %1 queued with the parameters of job %2.</source>
        <translation>Trabajo %1 puesto en cola con los parámetros del trabajo %2.</translation>
    </message>
    <message>
        <source>It is not in this view: All and Queued show it.</source>
        <translation>No está en esta vista: Todos y En cola lo muestran.</translation>
    </message>
    <message>
        <source>Job %1 canceled.</source>
        <translation>Trabajo %1 cancelado.</translation>
    </message>
    <message>
        <source>The clipboard is cleared at %1, when the token expires.</source>
        <translation>El portapapeles se vacía a las %1, cuando caduca el token.</translation>
    </message>
    <message>
        <source>Token copied as JSON.</source>
        <translation>Token copiado como JSON.</translation>
    </message>
    <message>
        <source>Form-filling JavaScript copied, with the token.</source>
        <translation>JavaScript para rellenar el formulario copiado, con el token.</translation>
    </message>
    <message>
        <source>Job %1 copied as JSON, with its token.</source>
        <translation>Trabajo %1 copiado como JSON, con su token.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) canceled.</source>
        <translation>
            <numerusform>%n trabajo cancelado.</numerusform>
            <numerusform>%n trabajos cancelados.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobColumns</name>
    <message>
        <source>Left out: the window is too narrow for it</source>
        <translation>Omitida: la ventana es demasiado estrecha para ella</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobDetailWidget</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Qué hacer: %1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Detalles: %1</translation>
    </message>
    <message>
        <source>+%1 s</source>
        <translation>+%1 s</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>En cola</translation>
    </message>
    <message>
        <source>Sending to the service</source>
        <translation>Enviando al servicio</translation>
    </message>
    <message>
        <source>Accepted by the service</source>
        <translation>Aceptado por el servicio</translation>
    </message>
    <message>
        <source>Answer lost: sent again</source>
        <translation>Respuesta perdida: enviado de nuevo</translation>
    </message>
    <message>
        <source>Waiting (back-off)</source>
        <translation>Esperando (espera creciente)</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelto</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Retried</source>
        <translation>Reintentado</translation>
    </message>
    <message>
        <source>Recovered at start</source>
        <translation>Recuperado al arrancar</translation>
    </message>
    <message>
        <source>Queue paused</source>
        <translation>Cola en pausa</translation>
    </message>
    <message>
        <source>Queue resumed</source>
        <translation>Cola reanudada</translation>
    </message>
    <message>
        <source>Reported correct</source>
        <translation>Notificado como correcto</translation>
    </message>
    <message>
        <source>Reported wrong</source>
        <translation>Notificado como incorrecto</translation>
    </message>
    <message>
        <source>The token appears here when the job is solved.</source>
        <translation>El token aparece aquí cuando el trabajo se resuelve.</translation>
    </message>
    <message>
        <source>&amp;Copy token</source>
        <translation>&amp;Copiar token</translation>
    </message>
    <message>
        <source>Copy the token (Ctrl+Shift+C). The clipboard is cleared when the token expires.</source>
        <translation>Copiar el token (Ctrl+Mayús+C). El portapapeles se vacía cuando el token caduca.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Since created</source>
        <translation>Desde la creación</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a job to see its token, timeline and parameters.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Seleccione un trabajo para ver su token, su cronología y sus parámetros.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Job %1&lt;/b&gt; · %2 · %3</source>
        <translation>&lt;b&gt;Trabajo %1&lt;/b&gt; · %2 · %3</translation>
    </message>
    <message>
        <source>Idempotency key</source>
        <translation>Clave de idempotencia</translation>
    </message>
    <message>
        <source>Task id</source>
        <translation>Id de tarea</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Enviado</translation>
    </message>
    <message>
        <source>Collected</source>
        <translation>Recogido</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>This answer does not expire.</source>
        <translation>Esta respuesta no caduca.</translation>
    </message>
    <message>
        <source>Valid for %1 more</source>
        <translation>Válido durante %1 más</translation>
    </message>
    <message>
        <source>Waiting: %1</source>
        <translation>En espera: %1</translation>
    </message>
    <message>
        <source>Why the job failed and what to do</source>
        <translation>Por qué falló el trabajo y qué hacer</translation>
    </message>
    <message>
        <source>Job detail</source>
        <translation>Detalle del trabajo</translation>
    </message>
    <message>
        <source>The selected job&apos;s token, timeline and parameters</source>
        <translation>Token, cronología y parámetros del trabajo seleccionado</translation>
    </message>
    <message>
        <source>The selected job&apos;s token or answer, read-only</source>
        <translation>Token o respuesta del trabajo seleccionado, solo lectura</translation>
    </message>
    <message>
        <source>Each event of the selected job with its time</source>
        <translation>Cada evento del trabajo seleccionado con su hora</translation>
    </message>
    <message>
        <source>The selected job&apos;s method, site key, page URL and options</source>
        <translation>Método, clave del sitio, URL de la página y opciones del trabajo seleccionado</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>digits only</source>
        <translation>solo dígitos</translation>
    </message>
    <message>
        <source>letters only</source>
        <translation>solo letras</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>%1 of image data</source>
        <translation>%1 de datos de imagen</translation>
    </message>
    <message>
        <source>%1 × %2 px, %3</source>
        <translation>%1 × %2 px, %3</translation>
    </message>
    <message>
        <source>Selected job</source>
        <translation>Trabajo seleccionado</translation>
    </message>
    <message>
        <source>The selected job&apos;s state, error, token, timeline and parameters</source>
        <translation>Estado, error, token, cronología y parámetros del trabajo seleccionado</translation>
    </message>
    <message>
        <source>No token: the job failed (the reason is above).</source>
        <translation>Sin token: el trabajo falló (el motivo está arriba).</translation>
    </message>
    <message>
        <source>No token: the job was canceled.</source>
        <translation>Sin token: el trabajo se canceló.</translation>
    </message>
    <message>
        <source>The service sent no token for this job.</source>
        <translation>El servicio no envió ningún token para este trabajo.</translation>
    </message>
    <message>
        <source>The answer appears here when the job is solved.</source>
        <translation>La respuesta aparece aquí cuando el trabajo se resuelve.</translation>
    </message>
    <message>
        <source>Copy the token (Ctrl+Shift+C) to the clipboard</source>
        <translation>Copiar el token al portapapeles (Ctrl+Mayús+C)</translation>
    </message>
    <message>
        <source>Copy the answer (Ctrl+Shift+C). It does not expire; the clipboard is cleared after the time set in Preferences (Clipboard).</source>
        <translation>Copiar la respuesta (Ctrl+Mayús+C). No caduca; el portapapeles se vacía tras el tiempo fijado en Preferencias (Portapapeles).</translation>
    </message>
    <message>
        <source>&amp;Copy answer</source>
        <translation>&amp;Copiar respuesta</translation>
    </message>
    <message>
        <source>Expired: a token is single-use and short-lived. %1 (Ctrl+Shift+R) queues a new job with the same parameters.</source>
        <translation>Caducado: un token es de un solo uso y dura poco. %1 (Ctrl+Mayús+R) pone en cola un trabajo nuevo con los mismos parámetros.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;i&gt;%n jobs selected: the commands act on all of them; select one to see its token, timeline and parameters.&lt;/i&gt;</source>
        <translation>
            <numerusform>&lt;i&gt;%n trabajo seleccionado: seleccione uno para ver su token, su cronología y sus parámetros.&lt;/i&gt;</numerusform>
            <numerusform>&lt;i&gt;%n trabajos seleccionados: las órdenes actúan sobre todos; seleccione uno para ver su token, su cronología y sus parámetros.&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>No answer: the job failed (the reason is above).</source>
        <translation>Sin respuesta: el trabajo falló (el motivo está arriba).</translation>
    </message>
    <message>
        <source>No answer: the job was canceled.</source>
        <translation>Sin respuesta: el trabajo se canceló.</translation>
    </message>
    <message>
        <source>The service sent no answer for this job.</source>
        <translation>El servicio no envió ninguna respuesta para este trabajo.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobFileReader</name>
    <message>
        <source>line %1: the file could not be read to its end. Check the disk and try again.</source>
        <translation>línea %1: no se pudo leer el archivo hasta el final. Compruebe el disco y vuelva a intentarlo.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobFileReader::Private</name>
    <message>
        <source>the line is longer than %1, the most one job may take. Check that this is a job file with one job per line.</source>
        <translation>la línea es más larga que %1, el máximo que puede ocupar un trabajo. Compruebe que es un archivo de trabajos con un trabajo por línea.</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>a quoted field is never closed. Add the closing double quote.</source>
        <translation>un campo entre comillas no se cierra nunca. Añada las comillas dobles de cierre.</translation>
    </message>
    <message>
        <source>the row is longer than %1, the most one job may take. Check that this is a CSV job file; a field with a line break must be in double quotes.</source>
        <translation>la fila es más larga que %1, el máximo que puede ocupar un trabajo. Compruebe que es un archivo CSV de trabajos; un campo con un salto de línea debe ir entre comillas dobles.</translation>
    </message>
    <message>
        <source>a double quote in the middle of a field. Put the whole field in double quotes and write each quote inside it twice (&quot;&quot;).</source>
        <translation>unas comillas dobles en medio de un campo. Ponga todo el campo entre comillas dobles y escriba dos veces cada comilla dentro de él (&quot;&quot;).</translation>
    </message>
    <message>
        <source>text after the closing double quote of a field. Put the whole field in double quotes and write each quote inside it twice (&quot;&quot;).</source>
        <translation>texto después de las comillas dobles de cierre de un campo. Ponga todo el campo entre comillas dobles y escriba dos veces cada comilla dentro de él (&quot;&quot;).</translation>
    </message>
    <message>
        <source>the file is empty. The first row must name the columns: method,sitekey,pageurl (then optional idempotency_key and parameter columns).</source>
        <translation>el archivo está vacío. La primera fila debe nombrar las columnas: method,sitekey,pageurl (y después, opcionalmente, idempotency_key y columnas de parámetros).</translation>
    </message>
    <message>
        <source>the header</source>
        <translation>la cabecera</translation>
    </message>
    <message>
        <source>the header has an empty column name (column %1). Name every column, or remove the empty one.</source>
        <translation>la cabecera tiene un nombre de columna vacío (columna %1). Ponga nombre a cada columna o quite la vacía.</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice in the header. Remove one of them.</source>
        <translation>la columna «%1» aparece dos veces en la cabecera. Quite una de ellas.</translation>
    </message>
    <message>
        <source>the header row has no &quot;%1&quot; column. The first row must name the columns: method,sitekey,pageurl (then optional idempotency_key and parameter columns).</source>
        <translation>la fila de cabecera no tiene columna «%1». La primera fila debe nombrar las columnas: method,sitekey,pageurl (y después, opcionalmente, idempotency_key y columnas de parámetros).</translation>
    </message>
    <message>
        <source>%1 fields, but the header has %2 columns. Check for a missing or extra comma; put fields that contain commas in double quotes.</source>
        <translation>%1 campos, pero la cabecera tiene %2 columnas. Compruebe si falta o sobra una coma; ponga entre comillas dobles los campos que contengan comas.</translation>
    </message>
    <message>
        <source>column %1 (%2)</source>
        <translation>columna %1 (%2)</translation>
    </message>
    <message>
        <source>params: must be a JSON object such as {&quot;invisible&quot;:&quot;1&quot;}.</source>
        <translation>params: debe ser un objeto JSON como {&quot;invisible&quot;:&quot;1&quot;}.</translation>
    </message>
    <message>
        <source>%1: must be a string, a number or true/false.</source>
        <translation>%1: debe ser una cadena, un número o true/false.</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at character %2). Each line must be one complete JSON object, such as {&quot;method&quot;:&quot;turnstile&quot;,&quot;sitekey&quot;:&quot;...&quot;,&quot;pageurl&quot;:&quot;https://...&quot;}.</source>
        <translation>JSON no válido (%1 en el carácter %2). Cada línea debe ser un objeto JSON completo, como {&quot;method&quot;:&quot;turnstile&quot;,&quot;sitekey&quot;:&quot;...&quot;,&quot;pageurl&quot;:&quot;https://...&quot;}.</translation>
    </message>
    <message>
        <source>not a JSON object. Each line must be one object in braces {...}.</source>
        <translation>no es un objeto JSON. Cada línea debe ser un objeto entre llaves {...}.</translation>
    </message>
    <message>
        <source>%1: must be a string in double quotes.</source>
        <translation>%1: debe ser una cadena entre comillas dobles.</translation>
    </message>
    <message>
        <source>%1: given both at the top level and inside &quot;params&quot;. Keep only one.</source>
        <translation>%1: indicado tanto en el nivel superior como dentro de «params». Deje solo uno.</translation>
    </message>
    <message>
        <source>params: must be a JSON object such as {&quot;invisible&quot;:1}.</source>
        <translation>params: debe ser un objeto JSON como {&quot;invisible&quot;:1}.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobFilter</name>
    <message>
        <source>every job</source>
        <translation>todos los trabajos</translation>
    </message>
    <message numerus="yes">
        <source>%n selected job(s)</source>
        <translation>
            <numerusform>%n trabajo seleccionado</numerusform>
            <numerusform>%n trabajos seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <source>state %1</source>
        <translation>estado %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>method %1</source>
        <translation>método %1</translation>
    </message>
    <message>
        <source>created since %1</source>
        <translation>creados desde %1</translation>
    </message>
    <message>
        <source>created before %1</source>
        <translation>creados antes de %1</translation>
    </message>
    <message>
        <source>containing &quot;%1&quot;</source>
        <translation>que contienen «%1»</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobHistory</name>
    <message numerus="yes">
        <source>Canceled after %n job(s).</source>
        <translation>
            <numerusform>Cancelado tras %n trabajo.</numerusform>
            <numerusform>Cancelado tras %n trabajos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 jobs (%2)</source>
        <translation>%1 trabajos (%2)</translation>
    </message>
    <message>
        <source>bulk %1: %2</source>
        <translation>acción en bloque %1: %2</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobTableModel</name>
    <message>
        <source>no expiry</source>
        <translation>no caduca</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Site key</source>
        <translation>Clave del sitio</translation>
    </message>
    <message>
        <source>Page URL</source>
        <translation>URL de la página</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Transcurrido</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>Trabajo %1</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <translation>Transcurrido %1</translation>
    </message>
    <message>
        <source>Token: %1</source>
        <translation>Token: %1</translation>
    </message>
    <message>
        <source>No error</source>
        <translation>Sin error</translation>
    </message>
    <message>
        <source>Waiting for nothing</source>
        <translation>No espera nada</translation>
    </message>
    <message>
        <source>Waiting for: %1</source>
        <translation>Espera: %1</translation>
    </message>
    <message>
        <source>valid %1</source>
        <translation>válido %1</translation>
    </message>
    <message>
        <source>token expired</source>
        <translation>token caducado</translation>
    </message>
    <message>
        <source>No details</source>
        <translation>Sin detalles</translation>
    </message>
    <message>
        <source>The token expires at %1.</source>
        <translation>El token caduca a las %1.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>a las %1</translation>
    </message>
    <message>
        <source>Canceled %1</source>
        <translation>Cancelado %1</translation>
    </message>
    <message>
        <source>The token expired at %1.</source>
        <translation>El token caducó a las %1.</translation>
    </message>
    <message>
        <source>%1 not authorised</source>
        <comment>a queued job&apos;s target host, in the table&apos;s Details column</comment>
        <translation>%1 no autorizado</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobTextIndex</name>
    <message>
        <source>index the text of new jobs</source>
        <translation>indexar el texto de los trabajos nuevos</translation>
    </message>
    <message>
        <source>Could not read how far the text index reaches in %1: %2. The text filter still works, by reading every new job.</source>
        <translation>No se pudo leer hasta dónde llega el índice de texto en %1: %2. El filtro de texto sigue funcionando leyendo cada trabajo nuevo.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::KeyVault</name>
    <message>
        <source>No API key is stored yet. Enter your CaptchaAI key in Settings, or set %1 for headless runs.</source>
        <translation>Aún no hay ninguna clave de API guardada. Introduzca su clave de CaptchaAI en la configuración, o establezca %1 para ejecuciones sin interfaz.</translation>
    </message>
    <message>
        <source>The system keychain refused access (%1). Unlock your login keyring (for example with Seahorse) and try again.</source>
        <translation>El llavero del sistema denegó el acceso (%1). Desbloquee su llavero de inicio de sesión (por ejemplo con Seahorse) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>No system keychain is reachable (%1). SolveDeck keeps the API key only in the keychain: start a Secret Service such as gnome-keyring or KWallet in your desktop session, or set %2 for headless runs.</source>
        <translation>No se puede alcanzar ningún llavero del sistema (%1). SolveDeck guarda la clave de API solo en el llavero: inicie un Secret Service como gnome-keyring o KWallet en su sesión de escritorio, o establezca %2 para ejecuciones sin interfaz.</translation>
    </message>
    <message>
        <source>The system keychain reported an error: %1</source>
        <translation>El llavero del sistema informó de un error: %1</translation>
    </message>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s). It may be waiting for an unlock prompt: unlock your login keyring and try again.</source>
        <translation>
            <numerusform>El llavero del sistema no respondió en %n segundo. Puede que espere un aviso de desbloqueo: desbloquee su llavero de inicio de sesión y vuelva a intentarlo.</numerusform>
            <numerusform>El llavero del sistema no respondió en %n segundos. Puede que espere un aviso de desbloqueo: desbloquee su llavero de inicio de sesión y vuelva a intentarlo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::MainWindow</name>
    <message>
        <source>Demo mode — SolveDeck</source>
        <translation>Modo de demostración — SolveDeck</translation>
    </message>
    <message>
        <source>SolveDeck</source>
        <translation>SolveDeck</translation>
    </message>
    <message>
        <source>Clear Filter</source>
        <translation>Borrar filtro</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Waiting for an API key</source>
        <translation>Esperando una clave de API</translation>
    </message>
    <message>
        <source>Job database saved: SolveDeck opens it the next time it starts.</source>
        <translation>Base de datos de trabajos guardada: SolveDeck la abre la próxima vez que arranque.</translation>
    </message>
    <message>
        <source>Job database saved.</source>
        <translation>Base de datos de trabajos guardada.</translation>
    </message>
    <message>
        <source> %1 matching </source>
        <translation> %1 coincidencias </translation>
    </message>
    <message>
        <source>Opening the job database…</source>
        <translation>Abriendo la base de datos de trabajos…</translation>
    </message>
    <message>
        <source>No job database open</source>
        <translation>No hay ninguna base de datos de trabajos abierta</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Motor detenido</translation>
    </message>
    <message>
        <source>The service rejected the API key, so the queue is paused; no job has failed. Change the key, or resume if the problem has passed.</source>
        <translation>El servicio rechazó la clave de API, así que la cola está en pausa; ningún trabajo ha fallado. Cambie la clave, o reanude si el problema ya pasó.</translation>
    </message>
    <message>
        <source> of %1 </source>
        <translation> de %1 </translation>
    </message>
    <message>
        <source>A solve is still running at the service. It keeps running there after you quit, and SolveDeck collects its token at the next start (tokens expire, so start again soon if you need it).</source>
        <translation>Aún hay una resolución en curso en el servicio. Sigue allí tras salir, y SolveDeck recoge su token en el próximo arranque (los tokens caducan, así que vuelva a arrancar pronto si lo necesita).</translation>
    </message>
    <message>
        <source>%1 solves are still running at the service. They keep running there after you quit, and SolveDeck collects their tokens at the next start (tokens expire, so start again soon if you need them).</source>
        <translation>Aún hay %1 resoluciones en curso en el servicio. Siguen allí tras salir, y SolveDeck recoge sus tokens en el próximo arranque (los tokens caducan, así que vuelva a arrancar pronto si los necesita).</translation>
    </message>
    <message>
        <source>Quit SolveDeck</source>
        <translation>Salir de SolveDeck</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>Show only the jobs whose page URL, site key, method or error contains this text; Esc clears it</source>
        <translation>Mostrar solo los trabajos cuya URL de la página, clave del sitio, método o error contiene este texto; Esc lo borra</translation>
    </message>
    <message>
        <source> Th&amp;reads: </source>
        <translation> &amp;Hilos: </translation>
    </message>
    <message>
        <source>Thread cap</source>
        <translation>Límite de hilos</translation>
    </message>
    <message>
        <source>Show the jobs of one state; each with its count in the database</source>
        <translation>Mostrar los trabajos de un estado; cada uno con su número en la base de datos</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barra de herramientas</translation>
    </message>
    <message>
        <source>One row per job: id, state, what it waits for, method, site key, page URL, created, elapsed, token expiry and error. The context menu key opens the job&apos;s commands.</source>
        <translation>Una fila por trabajo: id, estado, qué espera, método, clave del sitio, URL de la página, creado, transcurrido, caducidad del token y error. La tecla de menú contextual abre los comandos del trabajo.</translation>
    </message>
    <message>
        <source>Filter jobs (%1)</source>
        <translation>Filtrar trabajos (%1)</translation>
    </message>
    <message>
        <source>Shows only the jobs whose page URL, site key, method or error contains this text</source>
        <translation>Muestra solo los trabajos cuya URL de la página, clave del sitio, método o error contiene este texto</translation>
    </message>
    <message>
        <source>Demo mode keeps its jobs in a temporary database of its own; start SolveDeck without --demo to choose where jobs are kept.</source>
        <translation>El modo de demostración guarda sus trabajos en una base de datos temporal propia; inicie SolveDeck sin --demo para elegir dónde se guardan los trabajos.</translation>
    </message>
    <message>
        <source>Job Database</source>
        <translation>Base de datos de trabajos</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) were not changed: they had changed meanwhile.</source>
        <translation>
            <numerusform>%n trabajo no se cambió: había cambiado mientras tanto.</numerusform>
            <numerusform>%n trabajos no se cambiaron: habían cambiado mientras tanto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs not changed</source>
        <translation>Trabajos no cambiados</translation>
    </message>
    <message>
        <source>… and %1 more (Show Details…)</source>
        <translation>… y %1 más (Mostrar detalles…)</translation>
    </message>
    <message>
        <source>No jobs yet.</source>
        <translation>Todavía no hay trabajos.</translation>
    </message>
    <message>
        <source>No job matches this view.</source>
        <translation>Ningún trabajo coincide con esta vista.</translation>
    </message>
    <message>
        <source>The filter &quot;%1&quot; matches nothing: Esc in the filter box clears it.</source>
        <translation>El filtro «%1» no coincide con nada: Esc en el cuadro de filtro lo borra.</translation>
    </message>
    <message>
        <source>The sidebar shows one state: &quot;All&quot; shows every job.</source>
        <translation>La barra lateral muestra un estado: «Todos» muestra todos los trabajos.</translation>
    </message>
    <message>
        <source>C&amp;olumns</source>
        <translation>C&amp;olumnas</translation>
    </message>
    <message>
        <source>%1 (not in demo mode)</source>
        <translation>%1 (no en modo demo)</translation>
    </message>
    <message>
        <source>%1 (%2) queues one; %3 queues a list.</source>
        <translation>%1 (%2) pone uno en cola; %3 pone en cola una lista.</translation>
    </message>
    <message>
        <source>%1 is on: only the jobs you added are shown.</source>
        <translation>%1 está activado: solo se muestran los trabajos que usted añadió.</translation>
    </message>
    <message>
        <source>Counts are for the whole database; the table is filtered (its count is beside the filter box)</source>
        <translation>Los recuentos son de toda la base de datos; la tabla está filtrada (su recuento está junto al cuadro de filtro)</translation>
    </message>
    <message>
        <source>Most solves at once. Never more than your plan&apos;s threads (read from the service).</source>
        <translation>Máximo de resoluciones a la vez. Nunca más que los hilos de su plan (leídos del servicio).</translation>
    </message>
    <message>
        <source>Your plan&apos;s threads, as the service reports them: the cap cannot go above it.</source>
        <translation>Los hilos de su plan, según los indica el servicio: el límite no puede superarlos.</translation>
    </message>
    <message>
        <source>Job %1 had changed meanwhile (now %2) and was left as it is.</source>
        <translation>El trabajo %1 había cambiado entretanto (ahora %2) y se dejó como está.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Set API Key</source>
        <translation>Establecer clave de API</translation>
    </message>
    <message>
        <source>Demo mode solves on the built-in simulator and needs no API key; start SolveDeck without --demo to set the key your jobs are solved with.</source>
        <translation>El modo de demostración resuelve con el simulador integrado y no necesita clave de API; inicie SolveDeck sin --demo para establecer la clave con la que se resuelven sus trabajos.</translation>
    </message>
    <message>
        <source>Close the window and end SolveDeck</source>
        <translation>Cierra la ventana y termina SolveDeck</translation>
    </message>
    <message>
        <source>The version, the libraries in use and the licence</source>
        <translation>La versión, las bibliotecas en uso y la licencia</translation>
    </message>
</context>
<context>
    <name>SolveDeck::NewJobDialog</name>
    <message>
        <source>New Job</source>
        <translation>Nuevo trabajo</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Método:</translation>
    </message>
    <message>
        <source>&amp;Site key:</source>
        <translation>Clave del &amp;sitio:</translation>
    </message>
    <message>
        <source>https://your-site.example/login</source>
        <translation>https://su-sitio.example/login</translation>
    </message>
    <message>
        <source>&amp;Page URL:</source>
        <translation>&amp;URL de la página:</translation>
    </message>
    <message>
        <source>optional, e.g. login</source>
        <translation>opcional, p. ej. login</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Acción:</translation>
    </message>
    <message>
        <source>Minimum &amp;score:</source>
        <translation>&amp;Puntuación mínima:</translation>
    </message>
    <message>
        <source>&amp;Invisible reCAPTCHA</source>
        <translation>reCAPTCHA &amp;invisible</translation>
    </message>
    <message>
        <source>&amp;Enterprise</source>
        <translation>&amp;Enterprise</translation>
    </message>
    <message>
        <source>PNG, JPEG or GIF, at most 600 kB</source>
        <translation>PNG, JPEG o GIF, como máximo 600 kB</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Pas&amp;te</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Use the image on the clipboard</source>
        <translation>Usar la imagen del portapapeles</translation>
    </message>
    <message>
        <source>I&amp;mage:</source>
        <translation>I&amp;magen:</translation>
    </message>
    <message>
        <source>optional: the same key never queues a second job</source>
        <translation>opcional: la misma clave nunca pone en cola un segundo trabajo</translation>
    </message>
    <message>
        <source>&amp;Idempotency key:</source>
        <translation>Clave de &amp;idempotencia:</translation>
    </message>
    <message>
        <source>&amp;Queue</source>
        <translation>&amp;Poner en cola</translation>
    </message>
    <message>
        <source>data-sitekey from the page, e.g. 0x4AAAAAAAC3DHQFLr1GavRN</source>
        <translation>data-sitekey de la página, p. ej. 0x4AAAAAAAC3DHQFLr1GavRN</translation>
    </message>
    <message>
        <source>data-sitekey from the page, e.g. 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-</source>
        <translation>data-sitekey de la página, p. ej. 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-</translation>
    </message>
    <message>
        <source>Choose a CAPTCHA image</source>
        <translation>Elegir una imagen de CAPTCHA</translation>
    </message>
    <message>
        <source>Image: cannot read %1 (%2). Choose another file.</source>
        <translation>Imagen: no se puede leer %1 (%2). Elija otro archivo.</translation>
    </message>
    <message>
        <source>Image: the clipboard holds no image. Copy the CAPTCHA image first, or choose a file.</source>
        <translation>Imagen: el portapapeles no contiene ninguna imagen. Copie primero la imagen del CAPTCHA, o elija un archivo.</translation>
    </message>
    <message>
        <source>image from the clipboard</source>
        <translation>imagen del portapapeles</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.gif);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Image: %1 is not a PNG, JPEG or GIF image (its content says otherwise, whatever its name). Choose the CAPTCHA image itself.</source>
        <translation>Imagen: %1 no es una imagen PNG, JPEG o GIF (su contenido dice otra cosa, se llame como se llame). Elija la propia imagen del CAPTCHA.</translation>
    </message>
    <message>
        <source>Site key: missing. Copy it from the page: the data-sitekey attribute of the CAPTCHA element.</source>
        <translation>Clave del sitio: falta. Cópiela de la página: el atributo data-sitekey del elemento CAPTCHA.</translation>
    </message>
    <message>
        <source>Image: none chosen yet. Choose the CAPTCHA image (PNG, JPEG or GIF), or paste it.</source>
        <translation>Imagen: aún no se eligió ninguna. Elija la imagen del CAPTCHA (PNG, JPEG o GIF), o péguela.</translation>
    </message>
    <message>
        <source>The kind of CAPTCHA: the fields below follow it</source>
        <translation>El tipo de CAPTCHA: los campos de abajo dependen de él</translation>
    </message>
    <message>
        <source>The site key in the page&apos;s CAPTCHA widget (data-sitekey)</source>
        <translation>La clave del sitio en el widget CAPTCHA de la página (data-sitekey)</translation>
    </message>
    <message>
        <source>The full address of the page the CAPTCHA is on</source>
        <translation>La dirección completa de la página donde está el CAPTCHA</translation>
    </message>
    <message>
        <source>reCAPTCHA v3&apos;s action name (optional)</source>
        <translation>El nombre de acción de reCAPTCHA v3 (opcional)</translation>
    </message>
    <message>
        <source>The lowest reCAPTCHA v3 score to accept, 0.1 to 0.9</source>
        <translation>La puntuación mínima de reCAPTCHA v3 que se acepta, de 0,1 a 0,9</translation>
    </message>
    <message>
        <source>Image file</source>
        <translation>Archivo de imagen</translation>
    </message>
    <message>
        <source>The image to read, chosen with Browse or pasted; read-only</source>
        <translation>La imagen que se lee, elegida con Examinar o pegada; solo lectura</translation>
    </message>
    <message>
        <source>Paste image</source>
        <translation>Pegar imagen</translation>
    </message>
    <message>
        <source>Browse for an image</source>
        <translation>Buscar una imagen</translation>
    </message>
    <message>
        <source>Choose the image file</source>
        <translation>Elegir el archivo de imagen</translation>
    </message>
    <message>
        <source>Optional: a job with the same key is never queued twice</source>
        <translation>Opcional: un trabajo con la misma clave nunca se pone en cola dos veces</translation>
    </message>
    <message>
        <source>Site key and page URL:</source>
        <translation>Clave del sitio y URL de la página:</translation>
    </message>
    <message>
        <source>Site key:</source>
        <translation>Clave del sitio:</translation>
    </message>
    <message>
        <source>Page URL:</source>
        <translation>URL de la página:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Imagen:</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>Acción:</translation>
    </message>
    <message>
        <source>Minimum score:</source>
        <translation>Puntuación mínima:</translation>
    </message>
</context>
<context>
    <name>SolveDeck::OperatorTools</name>
    <message>
        <source>The API key, endpoint, queue, clipboard, notifications, targets and language</source>
        <translation>La clave de API, el punto de acceso, la cola, el portapapeles, las notificaciones, los destinos y el idioma</translation>
    </message>
    <message>
        <source>Who did what, when: key changes, hosts, caps, settings</source>
        <translation>Quién hizo qué y cuándo: cambios de clave, hosts, límites, configuración</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Every command and its shortcut</source>
        <translation>Cada orden y su atajo</translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation>Copiar &amp;como</translation>
    </message>
</context>
<context>
    <name>SolveDeck::PostgresLocation</name>
    <message>
        <source>it does not start with postgresql:// or postgres://</source>
        <translation>no empieza por postgresql:// ni postgres://</translation>
    </message>
    <message>
        <source>it has a &apos;#&apos; part, which a database address cannot have</source>
        <translation>tiene una parte «#», que una dirección de base de datos no puede tener</translation>
    </message>
    <message>
        <source>the user name &apos;%1&apos; contains spaces</source>
        <translation>el nombre de usuario «%1» contiene espacios</translation>
    </message>
    <message>
        <source>the IPv6 address &apos;%1&apos; has no closing &apos;]&apos;</source>
        <translation>a la dirección IPv6 «%1» le falta el «]» de cierre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; follows the IPv6 address; only :PORT may</source>
        <translation>«%1» sigue a la dirección IPv6; solo puede seguirla :PUERTO</translation>
    </message>
    <message>
        <source>the brackets hold no IPv6 address</source>
        <translation>los corchetes no contienen ninguna dirección IPv6</translation>
    </message>
    <message>
        <source>the host &apos;%1&apos; has more than one &apos;:&apos; (an IPv6 address goes in brackets: [::1]:5432)</source>
        <translation>el host «%1» tiene más de un «:» (una dirección IPv6 va entre corchetes: [::1]:5432)</translation>
    </message>
    <message>
        <source>it names several hosts (%1); SolveDeck connects to one</source>
        <translation>nombra varios hosts (%1); SolveDeck se conecta a uno</translation>
    </message>
    <message>
        <source>the host &apos;%1&apos; contains spaces</source>
        <translation>el host «%1» contiene espacios</translation>
    </message>
    <message>
        <source>the port &apos;%1&apos; is not a number from 1 to 65535</source>
        <translation>el puerto «%1» no es un número de 1 a 65535</translation>
    </message>
    <message>
        <source>it names no database (add /DATABASE after the host)</source>
        <translation>no nombra ninguna base de datos (añada /BASE tras el host)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one database name (nothing may follow the name but ?parameters)</source>
        <translation>«%1» no es un único nombre de base de datos (tras el nombre solo pueden ir ?parámetros)</translation>
    </message>
    <message>
        <source>the parameter &apos;%1&apos; is given twice</source>
        <translation>el parámetro «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>sslmode &apos;%1&apos; is not one of %2</source>
        <translation>sslmode «%1» no es uno de %2</translation>
    </message>
    <message>
        <source>connect_timeout &apos;%1&apos; is not a whole number of seconds from 1 to 3600</source>
        <translation>connect_timeout «%1» no es un número entero de segundos de 1 a 3600</translation>
    </message>
    <message>
        <source>the host is given twice (before the database name and as ?host=)</source>
        <translation>el host aparece dos veces (antes del nombre de la base de datos y como ?host=)</translation>
    </message>
    <message>
        <source>?host= needs a host name or a socket directory without spaces</source>
        <translation>?host= necesita un nombre de host o una carpeta de socket sin espacios</translation>
    </message>
    <message>
        <source>the parameter &apos;%1&apos; is not one SolveDeck passes on (it accepts sslmode, connect_timeout and host)</source>
        <translation>SolveDeck no transmite el parámetro «%1» (acepta sslmode, connect_timeout y host)</translation>
    </message>
    <message>
        <source>it names no host (write the server&apos;s name or address after &apos;//&apos; or &apos;@&apos;)</source>
        <translation>no nombra ningún host (escriba el nombre o la dirección del servidor tras «//» o «@»)</translation>
    </message>
</context>
<context>
    <name>SolveDeck::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Páginas de preferencias</translation>
    </message>
    <message>
        <source>Account, queue, clipboard, notifications, targets, appearance</source>
        <translation>Cuenta, cola, portapapeles, notificaciones, destinos, apariencia</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Cola</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Portapapeles</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notificaciones</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Saves the settings on every page and closes the dialog</source>
        <translation>Guarda la configuración de todas las páginas y cierra el diálogo</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>Your CaptchaAI API key, 32 hexadecimal characters; stored in the system keychain only</source>
        <translation>Su clave de API de CaptchaAI, 32 caracteres hexadecimales; se guarda solo en el llavero del sistema</translation>
    </message>
    <message>
        <source>Type or paste a new key to replace the stored one</source>
        <translation>Escriba o pegue una clave nueva para sustituir la guardada</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clave de API:</translation>
    </message>
    <message>
        <source>Store &amp;Key</source>
        <translation>&amp;Guardar clave</translation>
    </message>
    <message>
        <source>Store key</source>
        <translation>Guardar clave</translation>
    </message>
    <message>
        <source>Stores the typed key in the system keychain</source>
        <translation>Guarda la clave escrita en el llavero del sistema</translation>
    </message>
    <message>
        <source>&amp;Remove Key</source>
        <translation>&amp;Quitar clave</translation>
    </message>
    <message>
        <source>Remove key</source>
        <translation>Quitar clave</translation>
    </message>
    <message>
        <source>Removes the stored key from the system keychain</source>
        <translation>Quita la clave guardada del llavero del sistema</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Probar</translation>
    </message>
    <message>
        <source>Test the key</source>
        <translation>Probar la clave</translation>
    </message>
    <message>
        <source>Asks the service for the plan&apos;s threads and the balance with the typed or stored key</source>
        <translation>Pide al servicio los hilos del plan y el saldo con la clave escrita o guardada</translation>
    </message>
    <message>
        <source>Try &amp;Demo Mode</source>
        <translation>Probar el modo de &amp;demostración</translation>
    </message>
    <message>
        <source>Try demo mode</source>
        <translation>Probar el modo de demostración</translation>
    </message>
    <message>
        <source>Starts a console against the built-in simulator, which needs no key</source>
        <translation>Inicia una consola contra el simulador integrado, que no necesita clave</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>Estado de la clave</translation>
    </message>
    <message>
        <source>What the keychain or the last test said</source>
        <translation>Lo que dijo el llavero o la última prueba</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Punto de acceso</translation>
    </message>
    <message>
        <source>The service&apos;s address: https, or http only to this machine</source>
        <translation>La dirección del servicio: https, o http solo hacia este equipo</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>Punto de &amp;acceso:</translation>
    </message>
    <message>
        <source>Endpoint problem</source>
        <translation>Problema con el punto de acceso</translation>
    </message>
    <message>
        <source>What is wrong with the endpoint</source>
        <translation>Qué falla en el punto de acceso</translation>
    </message>
    <message>
        <source>Default thread cap</source>
        <translation>Límite de hilos predeterminado</translation>
    </message>
    <message>
        <source>Most solves at once; never more than the plan&apos;s threads</source>
        <translation>Máximo de resoluciones a la vez; nunca más que los hilos del plan</translation>
    </message>
    <message>
        <source>Default &amp;thread cap:</source>
        <translation>Límite de &amp;hilos predeterminado:</translation>
    </message>
    <message>
        <source>&amp;Adaptive polling (learn solve times; takes effect at the next start)</source>
        <translation>Consulta &amp;adaptativa (aprende los tiempos de resolución; se aplica en el próximo arranque)</translation>
    </message>
    <message>
        <source>Adaptive polling</source>
        <translation>Consulta adaptativa</translation>
    </message>
    <message>
        <source>Polls when tokens are likely ready, learned from past solves</source>
        <translation>Consulta cuando los tokens probablemente están listos, según resoluciones anteriores</translation>
    </message>
    <message>
        <source>Clear a copied token from the clipboard:</source>
        <translation>Borrar del portapapeles un token copiado:</translation>
    </message>
    <message>
        <source>When the token &amp;expires</source>
        <translation>Cuando el token &amp;caduca</translation>
    </message>
    <message>
        <source>Clear at expiry</source>
        <translation>Borrar al caducar</translation>
    </message>
    <message>
        <source>Clears the clipboard when the copied token expires</source>
        <translation>Vacía el portapapeles cuando caduca el token copiado</translation>
    </message>
    <message>
        <source>&amp;After</source>
        <translation>&amp;Tras</translation>
    </message>
    <message>
        <source>Clear after a time</source>
        <translation>Borrar tras un tiempo</translation>
    </message>
    <message>
        <source>Clears the clipboard after the chosen number of seconds, or at expiry if sooner</source>
        <translation>Vacía el portapapeles tras el número de segundos elegido, o al caducar si es antes</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>Seconds until the clipboard is cleared</source>
        <translation>Segundos hasta que se vacía el portapapeles</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Never clear</source>
        <translation>No borrar nunca</translation>
    </message>
    <message>
        <source>Keeps the token in the clipboard until SolveDeck quits</source>
        <translation>Mantiene el token en el portapapeles hasta que SolveDeck se cierra</translation>
    </message>
    <message>
        <source>&amp;Close to the system tray (the queue keeps running)</source>
        <translation>&amp;Cerrar a la bandeja del sistema (la cola sigue funcionando)</translation>
    </message>
    <message>
        <source>Close to tray</source>
        <translation>Cerrar a la bandeja</translation>
    </message>
    <message>
        <source>Closing the window hides it in the tray instead of quitting</source>
        <translation>Cerrar la ventana la oculta en la bandeja en lugar de salir</translation>
    </message>
    <message>
        <source>SolveDeck submits jobs only for the sites you own or are authorised to test. A job for any other host is stored and waits.</source>
        <translation>SolveDeck solo envía trabajos para los sitios que posee o que está autorizado a probar. Un trabajo para cualquier otro host se guarda y espera.</translation>
    </message>
    <message>
        <source>Authorised hosts</source>
        <translation>Hosts autorizados</translation>
    </message>
    <message>
        <source>Hosts jobs may be submitted for, with who added them, when, and a note</source>
        <translation>Hosts para los que se pueden enviar trabajos, con quién los añadió, cuándo y una nota</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Added by</source>
        <translation>Añadido por</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Añadido</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Host to authorise</source>
        <translation>Host que autorizar</translation>
    </message>
    <message>
        <source>A host such as shop.example.com, or *.example.com for its subdomains</source>
        <translation>Un host como shop.example.com, o *.example.com para sus subdominios</translation>
    </message>
    <message>
        <source>shop.example.com or *.example.com</source>
        <translation>shop.example.com o *.example.com</translation>
    </message>
    <message>
        <source>Why this host may be tested (optional)</source>
        <translation>Por qué se puede probar este host (opcional)</translation>
    </message>
    <message>
        <source>Note (optional)</source>
        <translation>Nota (opcional)</translation>
    </message>
    <message>
        <source>A&amp;uthorise</source>
        <translation>A&amp;utorizar</translation>
    </message>
    <message>
        <source>Authorise host</source>
        <translation>Autorizar host</translation>
    </message>
    <message>
        <source>Adds the host: I own this site or am authorised to test it</source>
        <translation>Añade el host: este sitio es mío o estoy autorizado a probarlo</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>Re&amp;vocar</translation>
    </message>
    <message>
        <source>Revoke host</source>
        <translation>Revocar host</translation>
    </message>
    <message>
        <source>Removes the selected hosts; their jobs not yet submitted wait</source>
        <translation>Quita los hosts seleccionados; sus trabajos aún no enviados esperan</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>Host problem</source>
        <translation>Problema con el host</translation>
    </message>
    <message>
        <source>What is wrong with the host typed</source>
        <translation>Qué falla en el host escrito</translation>
    </message>
    <message>
        <source>&amp;Submit only jobs for authorised hosts (recommended)</source>
        <translation>&amp;Enviar solo trabajos para hosts autorizados (recomendado)</translation>
    </message>
    <message>
        <source>Enforce authorised hosts</source>
        <translation>Aplicar los hosts autorizados</translation>
    </message>
    <message>
        <source>Turning this off lets every host through and is recorded in the audit log</source>
        <translation>Desactivarlo deja pasar cualquier host y queda en el registro de auditoría</translation>
    </message>
    <message>
        <source>No job database is open: the authorised hosts are kept in it.</source>
        <translation>No hay ninguna base de datos de trabajos abierta: los hosts autorizados están en ella.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The console&apos;s language; takes effect at the next start</source>
        <translation>El idioma de la consola; se aplica en el próximo arranque</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Takes effect when SolveDeck starts next. solvedeck --lang CODE chooses one for a single run.</source>
        <translation>Se aplica en el próximo arranque de SolveDeck. solvedeck --lang CÓDIGO elige uno para una sola ejecución.</translation>
    </message>
    <message numerus="yes">
        <source>A key is 32 hexadecimal characters (0-9, a-f); this one has %n character(s).</source>
        <translation>
            <numerusform>Una clave tiene 32 caracteres hexadecimales (0-9, a-f); esta tiene %n carácter.</numerusform>
            <numerusform>Una clave tiene 32 caracteres hexadecimales (0-9, a-f); esta tiene %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <source>The key is stored in the system keychain.</source>
        <translation>La clave está guardada en el llavero del sistema.</translation>
    </message>
    <message>
        <source>Remove the API key?</source>
        <translation>¿Quitar la clave de API?</translation>
    </message>
    <message>
        <source>The queue stops submitting until a key is stored again.</source>
        <translation>La cola deja de enviar hasta que se vuelva a guardar una clave.</translation>
    </message>
    <message>
        <source>Remove Key</source>
        <translation>Quitar clave</translation>
    </message>
    <message>
        <source>The key was removed from the system keychain.</source>
        <translation>La clave se quitó del llavero del sistema.</translation>
    </message>
    <message>
        <source>Reading the stored key…</source>
        <translation>Leyendo la clave guardada…</translation>
    </message>
    <message>
        <source>No key is stored yet. Type your key above, then Test or Store Key.</source>
        <translation>Aún no hay ninguna clave guardada. Escriba su clave arriba y luego Probar o Guardar clave.</translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation>Consultando al servicio…</translation>
    </message>
    <message>
        <source>The test failed: %1 %2</source>
        <translation>La prueba falló: %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>The key works: the plan has %n thread(s); the balance is %1.</source>
        <translation>
            <numerusform>La clave funciona: el plan tiene %n hilo; el saldo es %1.</numerusform>
            <numerusform>La clave funciona: el plan tiene %n hilos; el saldo es %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is authorised.</source>
        <translation>%1 está autorizado.</translation>
    </message>
    <message>
        <source>%1 was authorised already.</source>
        <translation>%1 ya estaba autorizado.</translation>
    </message>
    <message>
        <source>Select the hosts to revoke in the table first.</source>
        <translation>Seleccione primero en la tabla los hosts que quiere revocar.</translation>
    </message>
    <message>
        <source>Submit jobs for every host?</source>
        <translation>¿Enviar trabajos para cualquier host?</translation>
    </message>
    <message>
        <source>Without enforcement, jobs for any site are submitted, including sites you may not test. The audit log records that you turned it off.</source>
        <translation>Sin aplicación, se envían trabajos para cualquier sitio, incluidos sitios que quizá no pueda probar. El registro de auditoría anota que la desactivó.</translation>
    </message>
    <message>
        <source>Turn Off</source>
        <translation>Desactivar</translation>
    </message>
    <message>
        <source>Answer lifetime</source>
        <translation>Duración de la respuesta</translation>
    </message>
    <message>
        <source>Seconds until a copied answer without its own expiry (an image&apos;s text) is cleared; 0 keeps it until SolveDeck quits</source>
        <translation>Segundos hasta que se borra una respuesta copiada sin caducidad propia (el texto de una imagen); 0 la conserva hasta que SolveDeck se cierre</translation>
    </message>
    <message>
        <source>until SolveDeck quits</source>
        <translation>hasta que SolveDeck se cierre</translation>
    </message>
    <message>
        <source>Clear a copied image &amp;answer after:</source>
        <translation>Borrar una &amp;respuesta de imagen copiada tras:</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Esquema de colores</translation>
    </message>
    <message>
        <source>Follow the system&apos;s light or dark colours, or always use light or dark ones</source>
        <translation>Seguir los colores claros u oscuros del sistema, o usar siempre claros u oscuros</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Colour &amp;scheme:</source>
        <translation>E&amp;squema de colores:</translation>
    </message>
    <message>
        <source>Takes effect when you save. solvedeck --color-scheme light, dark or system chooses one for a single run.</source>
        <translation>Se aplica al guardar. solvedeck --color-scheme light, dark o system elige uno para una sola ejecución.</translation>
    </message>
    <message>
        <source>Ask about several tasks in &amp;one request where supported (takes effect at the next start)</source>
        <translation>Consultar varias tareas en &amp;una petición si se admite (surte efecto en el próximo inicio)</translation>
    </message>
    <message>
        <source>Multi-id polling</source>
        <translation>Consulta de varios ids</translation>
    </message>
    <message>
        <source>Polls every task likely ready with one res.php ids= request, when the endpoint is found to answer it</source>
        <translation>Consulta cada tarea probablemente lista con una sola petición res.php ids=, si el endpoint la responde</translation>
    </message>
    <message>
        <source>Demo mode needs no key. No system keychain is reachable in this session, so a key for live use cannot be stored here: SolveDeck never keeps the key in a file. Start your desktop&apos;s keyring, or set %1 when you start a live console.</source>
        <translation>El modo de demostración no necesita clave. En esta sesión no se puede alcanzar ningún llavero del sistema, así que aquí no se puede guardar una clave para el uso real: SolveDeck nunca guarda la clave en un archivo. Inicie el llavero de su escritorio o establezca %1 cuando inicie una consola real.</translation>
    </message>
    <message>
        <source>No system keychain is reachable in this session, so a key cannot be stored: SolveDeck never keeps the key in a file. Start your desktop&apos;s keyring, or set %1 for this run, or try demo mode.</source>
        <translation>En esta sesión no se puede alcanzar ningún llavero del sistema, así que no se puede guardar una clave: SolveDeck nunca guarda la clave en un archivo. Inicie el llavero de su escritorio, establezca %1 para esta ejecución o pruebe el modo de demostración.</translation>
    </message>
    <message>
        <source>Demo mode uses the built-in simulator and needs no key. A key stored here is used when SolveDeck starts outside demo mode.</source>
        <translation>El modo de demostración usa el simulador integrado y no necesita clave. Una clave guardada aquí se usa cuando SolveDeck se inicia fuera del modo de demostración.</translation>
    </message>
    <message>
        <source>The demo goes on (it needs no key); a console outside demo mode then asks for a key before it submits.</source>
        <translation>La demostración sigue (no necesita clave); una consola fuera del modo de demostración pedirá entonces una clave antes de enviar.</translation>
    </message>
    <message>
        <source>Changes on this page apply at once and are recorded in the audit log: Cancel does not undo them (revoke a host to take it back).</source>
        <translation>Los cambios de esta página se aplican al instante y quedan en el registro de auditoría: Cancelar no los deshace (revoque un host para retirarlo).</translation>
    </message>
    <message>
        <source>Demo mode talks to the built-in simulator; this endpoint is the one a live console uses.</source>
        <translation>El modo demo habla con el simulador integrado; este endpoint es el de una consola real.</translation>
    </message>
    <message>
        <source>%1 is no longer authorised.</source>
        <translation>%1 ya no está autorizado.</translation>
    </message>
    <message>
        <source>%1 are no longer authorised.</source>
        <translation>%1 ya no están autorizados.</translation>
    </message>
    <message>
        <source>Desktop notifications (or status bar notes without a tray) of failed jobs, a rejected API key, a ban and the queue running empty</source>
        <translation>Notificaciones de escritorio (o avisos en la barra de estado sin bandeja) de trabajos fallidos, una clave de API rechazada, un bloqueo y la cola que se queda vacía</translation>
    </message>
    <message>
        <source>Show &amp;notifications: a failed job, a rejected key, a ban, an empty queue</source>
        <translation>Mostrar &amp;notificaciones: trabajo fallido, clave rechazada, bloqueo, cola vacía</translation>
    </message>
    <message>
        <source>&amp;Not by time (cleared when SolveDeck quits)</source>
        <translation>&amp;No por tiempo (se vacía al salir de SolveDeck)</translation>
    </message>
    <message>
        <source>Revoke %1?</source>
        <translation>¿Revocar %1?</translation>
    </message>
    <message>
        <source>Revoke these %1 hosts: %2?</source>
        <translation>¿Revocar estos %1 hosts: %2?</translation>
    </message>
    <message>
        <source>Jobs for it that are not yet submitted wait until it is authorised again.</source>
        <translation>Sus trabajos aún no enviados esperan hasta que vuelva a estar autorizado.</translation>
    </message>
    <message>
        <source>Jobs for them that are not yet submitted wait until they are authorised again.</source>
        <translation>Sus trabajos aún no enviados esperan hasta que vuelvan a estar autorizados.</translation>
    </message>
    <message>
        <source>Revoke hosts</source>
        <translation>Revocar hosts</translation>
    </message>
    <message>
        <source>The audit log records the revoke.</source>
        <translation>El registro de auditoría anota la revocación.</translation>
    </message>
    <message>
        <source>Re&amp;voke Host</source>
        <translation>Re&amp;vocar host</translation>
    </message>
    <message>
        <source>Re&amp;voke %1 Hosts</source>
        <translation>Re&amp;vocar %1 hosts</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Conservar</translation>
    </message>
</context>
<context>
    <name>SolveDeck::QueueTray</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>SolveDeck::Retention</name>
    <message>
        <source>Could not read which jobs to purge from %1: %2. Check that the database is reachable and try again.</source>
        <translation>No se pudo leer qué trabajos purgar de %1: %2. Compruebe que la base de datos es accesible y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>purge finished jobs (%1)</source>
        <translation>purgar trabajos terminados (%1)</translation>
    </message>
</context>
<context>
    <name>SolveDeck::RetentionPolicy</name>
    <message numerus="yes">
        <source>finished more than %n day(s) ago</source>
        <translation>
            <numerusform>terminados hace más de %n día</numerusform>
            <numerusform>terminados hace más de %n días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>finished more than %n hour(s) ago</source>
        <translation>
            <numerusform>terminados hace más de %n hora</numerusform>
            <numerusform>terminados hace más de %n horas</numerusform>
        </translation>
    </message>
    <message>
        <source>beyond the newest %1 finished</source>
        <translation>más allá de los %1 terminados más recientes</translation>
    </message>
    <message>
        <source>nothing (no retention limit set)</source>
        <translation>nada (no hay límite de conservación)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>SolveDeck::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Each command with its menu and its shortcut</source>
        <translation>Cada orden con su menú y su atajo</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>(menu only)</source>
        <translation>(solo en el menú)</translation>
    </message>
    <message>
        <source>Menu, %1</source>
        <translation>Tecla de menú, %1</translation>
    </message>
    <message>
        <source>F10, or Alt with the underlined letter</source>
        <translation>F10, o Alt con la letra subrayada</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Enter, Esc</source>
        <translation>Intro, Esc</translation>
    </message>
    <message>
        <source>In the window</source>
        <translation>En la ventana</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Job table: Its context menu (copy, cancel, retry, report)</source>
        <translation>Tabla de trabajos: Su menú contextual (copiar, cancelar, reintentar, informar)</translation>
    </message>
    <message>
        <source>In the window: Open the menu bar</source>
        <translation>En la ventana: Abrir la barra de menús</translation>
    </message>
    <message>
        <source>In the window: Next or previous control</source>
        <translation>En la ventana: Control siguiente o anterior</translation>
    </message>
    <message>
        <source>In the window: Next or previous page of tabs</source>
        <translation>En la ventana: Pestaña siguiente o anterior</translation>
    </message>
    <message>
        <source>In a dialog: Accept or close</source>
        <translation>En un diálogo: Aceptar o cerrar</translation>
    </message>
    <message>
        <source>Every command is in a menu: press Alt with the underlined letter, or F10, to open the menus from the keyboard. These have shortcuts of their own, and the keys that work outside the menus come last, by where they work:</source>
        <translation>Cada orden está en un menú: pulse Alt con la letra subrayada, o F10, para abrir los menús con el teclado. Estas tienen atajos propios; las teclas que funcionan fuera de los menús van al final, según dónde funcionan:</translation>
    </message>
</context>
<context>
    <name>SolveDeck::StateSidebar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Whole database; the table is filtered</source>
        <translation>Toda la base de datos; la tabla está filtrada</translation>
    </message>
    <message>
        <source>%1 (filtered)</source>
        <translation>%1 (filtrado)</translation>
    </message>
</context>
<context>
    <name>SolveDeck::SteadyTable</name>
    <message numerus="yes">
        <source>%n new job(s) above</source>
        <translation>
            <numerusform>%n trabajo nuevo arriba</numerusform>
            <numerusform>%n trabajos nuevos arriba</numerusform>
        </translation>
    </message>
    <message>
        <source>New jobs above</source>
        <translation>Trabajos nuevos arriba</translation>
    </message>
    <message>
        <source>Jobs above the rows you are looking at: new ones were not pushed into view. Click to scroll up to them.</source>
        <translation>Trabajos por encima de las filas que mira: los nuevos no se empujaron a la vista. Haga clic para subir hasta ellos.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) above</source>
        <translation>
            <numerusform>%n trabajo arriba</numerusform>
            <numerusform>%n trabajos arriba</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::TargetPrompt</name>
    <message>
        <source>New target host</source>
        <translation>Nuevo host de destino</translation>
    </message>
    <message>
        <source>I own this site or am authorised to test it</source>
        <translation>Este sitio es mío o estoy autorizado a probarlo</translation>
    </message>
    <message>
        <source>Confirms that jobs for %1 may be submitted</source>
        <translation>Confirma que se pueden enviar trabajos para %1</translation>
    </message>
    <message>
        <source>For example: staging site, ticket 1234</source>
        <translation>Por ejemplo: sitio de preproducción, incidencia 1234</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Why this site may be tested (optional); kept with the host</source>
        <translation>Por qué se puede probar este sitio (opcional); se guarda con el host</translation>
    </message>
    <message>
        <source>&amp;Note (optional):</source>
        <translation>&amp;Nota (opcional):</translation>
    </message>
    <message>
        <source>&amp;Authorise and Queue</source>
        <translation>&amp;Autorizar y poner en cola</translation>
    </message>
    <message>
        <source>Adds %1 to the authorised hosts and queues the job</source>
        <translation>Añade %1 a los hosts autorizados y pone el trabajo en cola</translation>
    </message>
    <message>
        <source>&amp;Queue Only</source>
        <translation>Solo poner en &amp;cola</translation>
    </message>
    <message>
        <source>Stores the job; it waits until the host is authorised</source>
        <translation>Guarda el trabajo; espera hasta que el host esté autorizado</translation>
    </message>
    <message>
        <source>Host not authorised</source>
        <translation>Host no autorizado</translation>
    </message>
    <message>
        <source>Tick &quot;I own this site or am authorised to test it&quot; first (Space), then press Enter; or choose Queue Only.</source>
        <translation>Marque primero «Este sitio es mío o estoy autorizado a probarlo» (Espacio) y pulse Intro; o elija «Solo poner en cola».</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is not an authorised target yet. SolveDeck submits jobs only for sites you own or are authorised to test; until the host is authorised, this job is stored and waits.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; todavía no es un destino autorizado. SolveDeck solo envía trabajos para sitios que posee o que está autorizado a probar; hasta que el host esté autorizado, este trabajo se guarda y espera.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is no longer an authorised target: &lt;b&gt;%2&lt;/b&gt; was revoked on %3. SolveDeck submits jobs only for sites you own or are authorised to test; until the host is authorised again, this job is stored and waits.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ya no es un destino autorizado: &lt;b&gt;%2&lt;/b&gt; se revocó el %3. SolveDeck solo envía trabajos para sitios que posee o que está autorizado a probar; hasta que el host vuelva a estar autorizado, este trabajo se guarda y espera.</translation>
    </message>
    <message>
        <source>&amp;I own this site or am authorised to test it</source>
        <translation>Este sitio es &amp;mío o estoy autorizado a probarlo</translation>
    </message>
</context>
<context>
    <name>WaitingReason</name>
    <message>
        <source>sending to the service</source>
        <translation>enviando al servicio</translation>
    </message>
    <message>
        <source>at the service; next poll at %1</source>
        <translation>en el servicio; próxima consulta a las %1</translation>
    </message>
    <message>
        <source>at the service; polled until the token is ready</source>
        <translation>en el servicio; se consulta hasta que el token esté listo</translation>
    </message>
    <message>
        <source>target host not authorised: the page URL has no host that can be authorised; queue the job again with the page&apos;s plain address</source>
        <translation>host de destino no autorizado: la URL de la página no tiene un host que se pueda autorizar; vuelva a poner el trabajo en cola con la dirección simple de la página</translation>
    </message>
    <message>
        <source>paused: the queue was paused by %1 at %2; resume it to submit</source>
        <translation>en pausa: %1 pausó la cola a las %2; reanúdela para enviar</translation>
    </message>
    <message>
        <source>paused: the queue was paused; resume it to submit</source>
        <translation>en pausa: la cola se pausó; reanúdela para enviar</translation>
    </message>
    <message>
        <source>paused: key rejected; set a valid API key to resume</source>
        <translation>en pausa: clave rechazada; establezca una clave de API válida para continuar</translation>
    </message>
    <message>
        <source>banned until %1</source>
        <translation>bloqueado hasta %1</translation>
    </message>
    <message>
        <source>banned by the service; waiting for the ban to end</source>
        <translation>bloqueado por el servicio; esperando a que termine el bloqueo</translation>
    </message>
    <message>
        <source>endpoint problem: the address does not answer as the API</source>
        <translation>problema con el punto de acceso: la dirección no responde como la API</translation>
    </message>
    <message>
        <source>the job database does not take writes</source>
        <translation>la base de datos de trabajos no acepta escrituras</translation>
    </message>
    <message>
        <source>the engine is stopped</source>
        <translation>el motor está detenido</translation>
    </message>
    <message>
        <source>backing off until %1 after %2</source>
        <translation>esperando hasta %1 tras %2</translation>
    </message>
    <message>
        <source>backing off until %1</source>
        <translation>esperando hasta %1</translation>
    </message>
    <message>
        <source>no engine is running on this database: start the console or &apos;solvedeck-cli run&apos;</source>
        <translation>no hay ningún motor en marcha en esta base de datos: inicie la consola o &apos;solvedeck-cli run&apos;</translation>
    </message>
    <message>
        <source>cap full (%1/%2)</source>
        <translation>límite alcanzado (%1/%2)</translation>
    </message>
    <message>
        <source>account threads busy (plan %1, %2 working)</source>
        <translation>hilos de la cuenta ocupados (plan %1, %2 trabajando)</translation>
    </message>
    <message>
        <source>next in line for a free thread</source>
        <translation>el siguiente en la cola para un hilo libre</translation>
    </message>
    <message>
        <source>target host not authorised: %1; to submit this job, %2</source>
        <translation>host de destino no autorizado: %1; para enviar este trabajo, %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>submitted as soon as one of these threads is free, or raise the cap (the plan has %1 threads)</source>
        <translation>se envía en cuanto uno de estos hilos quede libre, o suba el límite (el plan tiene %1 hilos)</translation>
    </message>
    <message>
        <source>submitted as soon as one of these threads is free</source>
        <translation>se envía en cuanto uno de estos hilos quede libre</translation>
    </message>
    <message>
        <source>submitted as soon as the account has a free thread</source>
        <translation>se envía en cuanto la cuenta tenga un hilo libre</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Run against the built-in simulator: no API key, nothing leaves this machine.</source>
        <translation>Ejecutar contra el simulador integrado: sin clave de API, nada sale de este equipo.</translation>
    </message>
    <message>
        <source>Operator console for CAPTCHA solve jobs on the CaptchaAI API (for sites you own or may test).</source>
        <translation>Consola de operador para trabajos de resolución de CAPTCHA con la API de CaptchaAI (para sitios que posee o que puede probar).</translation>
    </message>
    <message>
        <source>Job database: a file, or a team database on PostgreSQL as postgresql://USER@HOST:PORT/DATABASE (its password comes from the keychain, set in %2, or from ~/.pgpass or PGPASSWORD; never put it in the address). Comes before the choice saved in %2 (default: %1).</source>
        <translation>Base de datos de trabajos: un archivo, o una base de datos de equipo en PostgreSQL como postgresql://USUARIO@HOST:PUERTO/BASE (su contraseña viene del llavero, fijada en %2, o de ~/.pgpass o PGPASSWORD; nunca en la dirección). Tiene prioridad sobre la elección guardada en %2 (predeterminado: %1).</translation>
    </message>
    <message>
        <source>Language of the console for this run: en, de or es (default: the one chosen in %1, else the system&apos;s).</source>
        <translation>Idioma de la consola para esta ejecución: en, de o es (predeterminado: el elegido en %1, si no el del sistema).</translation>
    </message>
    <message>
        <source>Colours of the console for this run: light, dark, or system to follow the desktop (default: the one chosen in %1, else system).</source>
        <translation>Colores de la consola para esta ejecución: light, dark o system para seguir al escritorio (predeterminado: los elegidos en %1, si no system).</translation>
    </message>
</context>
</TS>
