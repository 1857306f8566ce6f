// Starts AWS DynamoDB Local bound to 127.0.0.1 only. DynamoDB Local has no host option and
// listens on every interface; this launcher sets the Jetty connector's host before start.
// Run with the JRE's single-file source launcher:
//   java -cp "DynamoDBLocal.jar:DynamoDBLocal_lib/*" dynamodb-loopback.java -port N -dbPath DIR
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.core.JsonProcessingException;
import software.amazon.dynamodb.services.local.shared.access.StreamInfo;
import software.amazon.dynamodb.services.local.shared.access.TableInfo;
import software.amazon.dynamodb.services.local.shared.access.sqlite.RecordInfo;
import software.amazon.dynamodb.services.local.shared.access.sqlite.TableSchemaInfo;
import software.amazon.dynamodb.services.local.shared.mapper.DynamoDbObjectMapper;

class DynamoDbLoopback {
  /**
   * The JSON mapper of DynamoDB Local's SQLite jobs (their `MAPPER`), made cheaper where its work
   * is repeated for nothing. Every item read or written reads its table's schema (a 4 kB JSON blob
   * in the SQLite metadata) and, with a stream, the stream's info, and parses them again each time;
   * here the same bytes answer the object parsed before. A schema the table changes (UpdateTable,
   * TTL) has other bytes and is parsed anew; these jobs only read both objects (the code that
   * changes a schema reads it through the data access class's own mapper, left as it is). And each
   * stream record written was also turned into a JSON string only to build a debug log line that
   * is never printed; that string is now a short placeholder (the record itself is stored as before).
   */
  static final class LeanJobMapper extends DynamoDbObjectMapper {
    private static final long serialVersionUID = 1L;
    private static final int MAX_CACHED = 64;
    /** Blobs parsed, most recently used first (compared by content: a vectorised Arrays.equals). */
    private final transient ArrayList<byte[]> bytes = new ArrayList<>();
    private final transient ArrayList<Object> parsed = new ArrayList<>();

    @Override
    public <T> T readValue(byte[] src, Class<T> valueType) throws IOException {
      if ((valueType != TableSchemaInfo.class && valueType != StreamInfo.class) || src == null)
        return super.readValue(src, valueType);
      synchronized (this) {
        for (int i = 0; i < bytes.size(); i++) {
          Object known = parsed.get(i);
          if (known.getClass() != valueType || !Arrays.equals(bytes.get(i), src)) continue;
          if (i > 0) {
            bytes.add(0, bytes.remove(i));
            parsed.add(0, parsed.remove(i));
          }
          return valueType.cast(known);
        }
      }
      T value = super.readValue(src, valueType);
      synchronized (this) {
        bytes.add(0, src.clone());
        parsed.add(0, value);
        if (bytes.size() > MAX_CACHED) {
          bytes.remove(MAX_CACHED);
          parsed.remove(MAX_CACHED);
        }
      }
      return value;
    }

    @Override
    public String writeValueAsString(Object value) throws JsonProcessingException {
      // Only the debug log line of a stream record being written asks for a RecordInfo as a string.
      if (value instanceof RecordInfo) return "(stream record)";
      return super.writeValueAsString(value);
    }
  }

  /**
   * The mapper of the data access class (its own `MAPPER`), which the job that builds a request's
   * `TableInfo` uses to parse the table's schema. That job runs for every request and for every
   * item of a transaction, on the single thread that serialises all SQLite work, and its parse
   * was about a third of that thread's Java time in bench:import. Only that job's parses are
   * answered from the cache (by the same bytes, as above): it builds a new TableInfo from the
   * schema and changes nothing, while the code that changes a schema (UpdateTable, GSI
   * backfill) reads it through another job and mutates what it reads, so it always gets a new
   * object. The cached schema's lists and maps are made unmodifiable, so code that tried to
   * change a shared one would fail loudly rather than alter the next request's schema.
   */
  static final class LeanAccessMapper extends DynamoDbObjectMapper {
    private static final long serialVersionUID = 1L;
    private static final int MAX_CACHED = 64;
    private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    /** A SQLite job whose result is a TableInfo (found by its type, not by its generated class name). */
    private static final ClassValue<Boolean> BUILDS_TABLE_INFO =
        new ClassValue<>() {
          @Override
          protected Boolean computeValue(Class<?> type) {
            Type parent = type.getGenericSuperclass();
            return parent instanceof ParameterizedType p
                && p.getActualTypeArguments().length == 1
                && p.getActualTypeArguments()[0] == TableInfo.class;
          }
        };
    private final transient ArrayList<byte[]> bytes = new ArrayList<>();
    private final transient ArrayList<Object> parsed = new ArrayList<>();

    @Override
    public <T> T readValue(byte[] src, Class<T> valueType) throws IOException {
      if (valueType != TableSchemaInfo.class || src == null || !BUILDS_TABLE_INFO.get(WALKER.getCallerClass()))
        return super.readValue(src, valueType);
      synchronized (this) {
        for (int i = 0; i < bytes.size(); i++) {
          if (!Arrays.equals(bytes.get(i), src)) continue;
          if (i > 0) {
            bytes.add(0, bytes.remove(i));
            parsed.add(0, parsed.remove(i));
          }
          return valueType.cast(parsed.get(0));
        }
      }
      T value = super.readValue(src, valueType);
      // A schema that cannot be made unmodifiable is used as parsed, and parsed again next time.
      if (!freeze(value)) return value;
      synchronized (this) {
        bytes.add(0, src.clone());
        parsed.add(0, value);
        if (bytes.size() > MAX_CACHED) {
          bytes.remove(MAX_CACHED);
          parsed.remove(MAX_CACHED);
        }
      }
      return value;
    }

    /** The object's list and map fields made unmodifiable (the objects in them are immutable SDK models). */
    private static boolean freeze(Object value) {
      try {
        for (Field field : value.getClass().getDeclaredFields()) {
          if (Modifier.isStatic(field.getModifiers())) continue;
          field.setAccessible(true);
          Object current = field.get(value);
          if (current instanceof List<?> list) field.set(value, Collections.unmodifiableList(list));
          else if (current instanceof Map<?, ?> map) field.set(value, Collections.unmodifiableMap(map));
        }
        return true;
      } catch (ReflectiveOperationException | RuntimeException e) {
        return false;
      }
    }
  }

  /** Replaces a class's `private static final MAPPER` (set once, before any request). */
  static void replaceMapper(String className, DynamoDbObjectMapper replacement) throws Exception {
    Class<?> owner = Class.forName(className, true, DynamoDbLoopback.class.getClassLoader());
    Field mapper = owner.getDeclaredField("MAPPER");
    Field unsafeField = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
    unsafeField.setAccessible(true);
    sun.misc.Unsafe unsafe = (sun.misc.Unsafe) unsafeField.get(null);
    @SuppressWarnings("deprecation")
    Object base = unsafe.staticFieldBase(mapper);
    @SuppressWarnings("deprecation")
    long offset = unsafe.staticFieldOffset(mapper);
    unsafe.putObjectVolatile(base, offset, replacement);
  }

  private static final String SQLITE = "software.amazon.dynamodb.services.local.shared.access.sqlite.";

  public static void main(String[] args) throws Exception {
    // DYNAMODB_LEAN=off: DynamoDB Local as shipped (for measuring).
    if (!"off".equals(System.getenv("DYNAMODB_LEAN"))) {
      // Another DynamoDB Local or JDK: each part runs as shipped (slower, same behaviour) rather than not at all.
      try {
        replaceMapper(SQLITE + "SQLiteDBAccessJob", new LeanJobMapper());
      } catch (Throwable t) {
        System.err.println("DynamoDB Local's SQLite jobs parse as shipped: " + t);
      }
      try {
        replaceMapper(SQLITE + "SQLiteDBAccess", new LeanAccessMapper());
      } catch (Throwable t) {
        System.err.println("DynamoDB Local's table info parses as shipped: " + t);
      }
    }
    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Method create = runner.getMethod("createServerFromCommandLineArgs", String[].class);
    Object proxy = create.invoke(null, (Object) args);
    Field serverField = proxy.getClass().getDeclaredField("server");
    serverField.setAccessible(true);
    Object jetty = serverField.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    for (Object connector : connectors) {
      connector.getClass().getMethod("setHost", String.class).invoke(connector, "127.0.0.1");
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    System.out.println("DynamoDB Local listening on 127.0.0.1");
    proxy.getClass().getMethod("join").invoke(proxy);
  }
}
